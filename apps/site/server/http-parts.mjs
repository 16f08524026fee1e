// Small pieces of handling a Node response, shared by the stages that edit Next's answer (stages/error-pages.mjs,
// stages/scripts-after-paint.mjs and stages/compression.mjs).
import { Buffer } from "node:buffer";
import process from "node:process";

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


/**
 * A writeHead for a stage that decides what to do with an answer from its status and headers: the headers writeHead
 * was given are set on the response first (where the other wrappers read them), then `decide` looks, once, before the
 * head goes out.
 * @param {ServerResponse} response
 * @param {ServerResponse["writeHead"]} writeHead the writeHead being wrapped
 * @param {(status: number) => void} decide
 * @returns {(status: number, ...rest: unknown[]) => unknown}
 */
export function decidingWriteHead(response, writeHead, decide) {
  return (status, ...rest) => {
    if (!response.headersSent) {
      const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
      if (headers !== undefined) setHeaders(response, headers);
      decide(status);
    }
    return Reflect.apply(writeHead, response, [status, ...rest.filter((arg) => typeof arg === "string")]);
  };
}

/**
 * Takes a write whose bytes are not sent (the answer goes out from a kept copy instead): its callback is still called.
 * @param {unknown[]} args chunk, encoding and callback, as write takes them
 * @returns {true}
 */
export function dropWrite(args) {
  const callback = args.find((arg) => typeof arg === "function");
  if (callback !== undefined) process.nextTick(/** @type {() => void} */ (callback));
  return true;
}

/**
 * Ends an answer with a kept copy in place of what it was ending with, keeping end's callback.
 * @param {ServerResponse} response
 * @param {ServerResponse["end"]} end the end being wrapped
 * @param {unknown[]} args chunk, encoding and callback, as end takes them
 * @param {Buffer} copy
 */
export function endWith(response, end, args, copy) {
  const callback = args.find((arg) => typeof arg === "function");
  return Reflect.apply(end, response, callback === undefined ? [copy] : [copy, callback]);
}
