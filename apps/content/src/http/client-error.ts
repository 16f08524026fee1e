import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError } from "fastify";
import { errorDocument, JSONAPI_CONTENT_TYPE, JsonApiError } from "../jsonapi/errors.ts";
import { NO_STORE } from "./cache-control.ts";
import { FIXED_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

/** The status of a request Node's parser refused before any route could run (Fastify's own choice of codes). */
export function clientErrorStatus(code: string | undefined): number {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  return 400;
}

const DETAILS: Record<number, string> = {
  400: "The request could not be read.",
  408: "The request took too long to arrive.",
  431: "The request's headers are too large.",
};

/** The whole HTTP answer (head and JSON:API body) to such a request, with every answer's security headers. */
export function clientErrorAnswer(status: number, publishedOverHttps: boolean): string {
  const body = JSON.stringify(errorDocument([new JsonApiError(status, STATUS_CODES[status], DETAILS[status]).toObject()]));
  const headers: Record<string, string> = { ...FIXED_SECURITY_HEADERS, "content-type": JSONAPI_CONTENT_TYPE,
    "cache-control": NO_STORE, "content-length": String(Buffer.byteLength(body)), connection: "close" };
  if (publishedOverHttps) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}\r\n${head}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: Node refused the request (a malformed request line, headers too large, too slow),
 * so no hook ran; answer it like any other error, then close the connection.
 */
export function clientErrorHandler(publishedOverHttps: boolean): (error: ConnectionError, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) socket.write(clientErrorAnswer(clientErrorStatus(error.code), publishedOverHttps));
    socket.destroy(error);
  };
}
