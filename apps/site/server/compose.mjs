// How the origin's stages make one request handler (server.mjs lists them). A request meets the visitor stage, then
// the stages that answer without Next (the first that answers ends it), then Next; Next's answer passes through the
// answer stages on its way out, in the order they are listed, the last one nearest the connection: the server's
// responses (answer/origin-response.mjs, given to Node by originServer) take Next's head and bytes once and run them
// through the stages' plan (answer/answer-plan.mjs).
import { createServer } from "node:http";
import { OriginResponse } from "./answer/origin-response.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(request: IncomingMessage, response: ServerResponse) => unknown} RequestHandler */

/**
 * A stage that runs before Next: it may set headers, or answer the request itself (then it returns true, or a promise
 * of true, and Next is not asked). Only a stage that must wait (the page steps) returns a promise.
 * @typedef {{ name: string; before: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean> }} BeforeStage
 */

/** @typedef {import("./answer/answer-plan.mjs").AnswerStage} AnswerStage */

/** Raised when a stage cannot be attached: the server does not start. */
export class StageError extends Error {
  /**
   * @param {string} stage
   * @param {string} reason
   */
  constructor(stage, reason) {
    super(`the origin stage "${stage}" cannot attach: ${reason}`);
    this.stage = stage;
  }
}

/**
 * Checks that a stage is what its place needs; throws StageError else.
 * @param {unknown} stage
 * @param {"before" | "answer"} method
 * @returns {string} its name
 */
function check(stage, method) {
  const candidate = /** @type {{ name?: unknown } & Record<string, unknown>} */ (stage ?? {});
  const name = typeof candidate.name === "string" && candidate.name !== "" ? candidate.name : "(unnamed)";
  if (typeof candidate[method] !== "function") throw new StageError(name, `it has no ${method}() function`);
  return name;
}

/**
 * One request handler from the stages and Next's own handler. Throws StageError when a stage is not usable.
 * @param {{ before: BeforeStage[]; next: RequestHandler; answer: AnswerStage[] }} parts
 * @returns {{ handle: (request: IncomingMessage, response: ServerResponse) => void; names: string[] }}
 */
export function composeOrigin({ before, next, answer }) {
  const names = [...before.map((stage) => check(stage, "before")), "next", ...answer.map((stage) => check(stage, "answer"))];
  if (typeof next !== "function") throw new StageError("next", "Next's request handler is missing");
  const stages = Object.freeze([...answer]);

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  const handle = (request, response) => {
    /** @param {unknown} error */
    const fail = (error) => {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "Request failed", path: request.url, error: String(error) }));
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    };
    /** @param {number} from the first stage still to run */
    const run = (from) => {
      for (let index = from; index < before.length; index += 1) {
        const answered = /** @type {BeforeStage} */ (before[index]).before(request, response);
        if (answered === true) return;
        if (answered !== false) {
          answered.then((done) => (done ? undefined : run(index + 1)), fail);
          return;
        }
      }
      if (stages.length > 0) {
        if (!(response instanceof OriginResponse)) return fail(new Error("the server's responses are not the origin's (use originServer)"));
        response.answerThrough(stages);
      }
      Promise.resolve(next(request, response)).catch(fail);
    };
    run(0);
  };
  return { handle, names };
}

/**
 * The HTTP server whose responses the answer stages can run on (typed as a plain server, as Next takes it: its
 * responses are Node's own, extended).
 * @param {(request: IncomingMessage, response: ServerResponse) => void} [handle]
 * @returns {import("node:http").Server}
 */
export function originServer(handle) {
  const server = /** @type {import("node:http").Server} */ (/** @type {unknown} */ (createServer({ ServerResponse: OriginResponse })));
  if (handle !== undefined) server.on("request", handle);
  return server;
}
