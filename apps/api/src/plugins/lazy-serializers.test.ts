import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { lazySerializers } from "./lazy-serializers.js";

describe("response serializers compiled on first use", () => {
  it("serializes by the route's schema and its shared schemas, compiling on the first answer", async () => {
    const serializers = lazySerializers();
    const app = Fastify({
      // No HEAD twin of the route, whose serializer would wait for a HEAD request.
      exposeHeadRoutes: false,
      schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
    });
    app.addSchema({ $id: "Team", type: "object", properties: { name: { type: "string" } } });
    app.get(
      "/team",
      { schema: { response: { 200: { type: "object", properties: { team: { $ref: "Team#" } } } } } },
      async () => ({ team: { name: "TSV Neustadt", secret: "not in the schema" }, internal: 1 }),
    );
    await app.ready();
    try {
      const response = await app.inject({ method: "GET", url: "/team" });
      expect(response.json()).toEqual({ team: { name: "TSV Neustadt" } });
      // The one serializer was compiled by the answer: nothing is left to compile.
      expect(serializers.compileAll()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it("compiles every response schema of the catalogue when asked, so a broken one fails here", async () => {
    const { app, close } = await createTestApp({ withDemo: false });
    try {
      // Every route answers with at least its success and the error schema.
      expect(app.compileSerializers()).toBeGreaterThan(2 * app.printRoutes().split("\n").length);
      expect(app.compileSerializers()).toBe(0);
    } finally {
      await close();
    }
  });
});
