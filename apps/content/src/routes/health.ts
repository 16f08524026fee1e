import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";

/**
 * GET /health — liveness: 200 whenever the process answers (the app is built only after migration and seeding); it
 * checks nothing else. GET /ready — readiness: 200 while the database answers, else 503 naming it.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get("/health", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/ready", async (_request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      return reply.code(503).header("cache-control", "no-store").send({ status: "unready", missing: ["database"] });
    }
    return reply.header("cache-control", "no-store").send({ status: "ready" });
  });
}
