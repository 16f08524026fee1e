// The one seam between Next and the answer stages: the server's responses are of this class (Node's documented
// `ServerResponse` option of createServer), which behaves as Node's own until the origin hands it Next's answer
// (answerThrough). From then on, the head and bytes Next writes are taken once, here, and passed to the answer's run
// (answer-run.mjs) as a head and chunks of bytes; what goes to the connection is sent with Node's own methods. No
// stage sees or changes the response itself.
import { Buffer } from "node:buffer";
import { ServerResponse } from "node:http";
import { AnswerRun } from "./answer-run.mjs";

/** @typedef {import("./answer-plan.mjs").AnswerStage} AnswerStage */
/** @typedef {import("./head.mjs").AnswerHead} AnswerHead */
/** @typedef {import("./head.mjs").AnswerHeaders} AnswerHeaders */

/** @param {Record<string, unknown>} fields */
const log = (fields) => console.error(JSON.stringify({ time: new Date().toISOString(), ...fields }));

/**
 * A chunk as write() and end() take it, as bytes.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer}
 */
function bytesOf(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (chunk === undefined || chunk === null || typeof chunk === "function") return Buffer.alloc(0);
  return Buffer.from(String(chunk), typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8");
}

/**
 * write's and end's optional arguments: (chunk, encoding, callback), (chunk, callback) or (callback).
 * @param {unknown[]} args
 * @returns {{ chunk: unknown; encoding: unknown; done: (() => void) | undefined }}
 */
function argumentsOf(args) {
  const done = /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === "function"));
  const [chunk, encoding] = typeof args[0] === "function" ? [] : args;
  return { chunk, encoding: typeof encoding === "function" ? undefined : encoding, done };
}

/** @extends {ServerResponse<import("node:http").IncomingMessage>} */
export class OriginResponse extends ServerResponse {
  /** @type {AnswerRun | null} */
  #run = null;

  /**
   * Passes what is written from now on (Next's answer) through the answer stages.
   * @param {readonly AnswerStage[]} stages
   */
  answerThrough(stages) {
    if (stages.length === 0) return;
    this.#run = new AnswerRun(this.req, stages, this.#wire());
  }

  /**
   * @override
   * @param {number} status
   * @param {...unknown} rest reason and headers, as Node's writeHead takes them
   */
  writeHead(status, ...rest) {
    const run = this.#run;
    if (run === null || run.opened) return Reflect.apply(super.writeHead, this, [status, ...rest]);
    const reason = rest.find((arg) => typeof arg === "string");
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    this.statusCode = status;
    if (typeof reason === "string") this.statusMessage = reason;
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) this.setHeader(String(headers[index]), headers[index + 1]);
    } else if (headers !== undefined) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, /** @type {string} */ (value));
    }
    this.#open(run, false);
    return this;
  }

  /** @override */
  flushHeaders() {
    const run = this.#run;
    if (run === null) return super.flushHeaders();
    if (!run.opened) this.#open(run, false);
    if (run.passing) super.flushHeaders();
  }

  /** @override @param {...unknown} args chunk, encoding and callback, as Node's write takes them */
  write(...args) {
    const run = this.#run;
    if (run === null) return Reflect.apply(super.write, this, args);
    if (!run.opened) this.#open(run, false);
    if (run.passing) return Reflect.apply(super.write, this, args);
    const { chunk, encoding, done } = argumentsOf(args);
    return run.write(bytesOf(chunk, encoding), done);
  }

  /** @override @param {...unknown} args chunk, encoding and callback, as Node's end takes them */
  end(...args) {
    const run = this.#run;
    if (run === null) return Reflect.apply(super.end, this, args);
    if (this.#ended) return this;
    this.#ended = true;
    const { chunk, encoding, done } = argumentsOf(args);
    if (!run.opened) this.#open(run, true);
    if (run.passing) return Reflect.apply(super.end, this, args);
    run.end(bytesOf(chunk, encoding), done);
    return this;
  }

  #ended = false;

  /**
   * Takes Next's head as it stands (its status and the headers set on this response) and plans the answer.
   * @param {AnswerRun} run
   * @param {boolean} whole
   */
  #open(run, whole) {
    /** @type {AnswerHead} */
    const head = { status: this.statusCode, headers: /** @type {AnswerHeaders} */ (this.getHeaders()) };
    run.open(head, whole);
  }

  /** Node's own response operations, for the run. @returns {import("./answer-run.mjs").Wire} */
  #wire() {
    const write = super.write;
    const end = super.end;
    const writeHead = super.writeHead;
    return {
      sendHead: (head) => {
        for (const name of this.getHeaderNames()) if (!(name in head.headers)) this.removeHeader(name);
        for (const [name, value] of Object.entries(head.headers)) if (this.getHeader(name) !== value) this.setHeader(name, value);
        if (head.status !== this.statusCode) this.statusMessage = "";
        Reflect.apply(writeHead, this, [head.status]);
      },
      write: (chunk) => (this.destroyed ? false : Reflect.apply(write, this, [chunk])),
      end: (chunk, done) => {
        if (this.destroyed) return;
        Reflect.apply(end, this, done === undefined ? [chunk] : [chunk, done]);
      },
      drained: () => new Promise((resolve) => {
        if (this.destroyed) return resolve(undefined);
        const go = () => {
          this.off("drain", go);
          this.off("close", go);
          resolve(undefined);
        };
        this.on("drain", go);
        this.on("close", go);
      }),
      nextMayWrite: () => this.emit("drain"),
      fail: (error) => {
        log({ level: "error", msg: "An answer stage failed", path: this.req.url, error: String(error) });
        this.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    };
  }
}
