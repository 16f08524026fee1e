import { timingSafeEqual } from "node:crypto";
import basicAuth from "@fastify/basic-auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BasicAuthCredentials } from "../config/config.ts";

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Liveness and readiness checks and files stay open: load balancers and browsers cannot send the content host's credentials. */
export function isOpenPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path === "/health" || path === "/ready" || path.startsWith("/sites/default/files/");
}

export async function registerBasicAuth(app: FastifyInstance, credentials: BasicAuthCredentials): Promise<void> {
  await app.register(basicAuth, {
    authenticate: { realm: "content" },
    validate: async (user: string, pass: string) => {
      // Both compared, always, so timing does not reveal which one was wrong.
      const userOk = same(user, credentials.user);
      const passOk = same(pass, credentials.pass);
      if (!userOk || !passOk) throw Object.assign(new Error("Invalid credentials."), { statusCode: 401 });
    },
  });
  app.addHook("onRequest", (request: FastifyRequest, reply, done) => {
    if (isOpenPath(request.url)) {
      done();
      return;
    }
    app.basicAuth(request, reply, done);
  });
}
