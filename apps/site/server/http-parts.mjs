// Small pieces of handling a Node response, shared by the stages that edit Next's answer (stages/error-pages.mjs and
// stages/scripts-after-paint.mjs).
import { Buffer } from "node:buffer";

/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * Sets the headers writeHead was given on the response itself, where the other wrappers can read them.
 * @param {ServerResponse} response
 * @param {object} headers writeHead's headers: an object, or a flat array of names and values
 */
export function setHeaders(response, headers) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1]);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
}

/**
 * A chunk as write() takes it, as bytes.
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
export function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8");
}

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

