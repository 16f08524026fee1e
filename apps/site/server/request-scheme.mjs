// What the stages before Next share of a request (stages/security-headers.mjs, stages/page-steps.mjs).

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */

/**
 * Whether the request came over HTTPS, directly or as a proxy in front says (as Next reads it).
 * @param {IncomingMessage} request
 */
export function overHttps(request) {
  const proto = request.headers["x-forwarded-proto"];
  if (typeof proto === "string") return proto.includes("https");
  return "encrypted" in request.socket && request.socket.encrypted === true;
}
