import type { TestApp } from "./app.js";

/** The id of a demo account, by e-mail. */
export async function demoUserId(testApp: TestApp, email: string): Promise<string> {
  const rows = await testApp.database.handle.withConnection((c) =>
    c.query<{ id: string }>("select id from users where email = $1", [email]),
  );
  if (!rows[0]) throw new Error(`No demo user ${email}`);
  return rows[0].id;
}
