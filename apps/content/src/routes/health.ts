import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";

/** GET /health — 200 once the app is up (it is built only after migration and seeding) and the database answers. */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get("/health", async (_request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      return reply.code(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });
}
