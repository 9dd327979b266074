import { eq } from "drizzle-orm";
import { articles } from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

/** Changes an article (its image, whether it is published, …). */
export async function updateArticle(
  testApp: TestApp,
  articleId: string,
  fields: Partial<typeof articles.$inferInsert>,
): Promise<void> {
  await testApp.db.update(articles).set(fields).where(eq(articles.id, articleId));
}
