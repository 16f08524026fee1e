import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours an incoming X-Request-Id when it is a plain token, so one id follows a request across apps. */
export function requestIdFrom(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && SAFE_ID.test(header) ? header : randomUUID();
}
