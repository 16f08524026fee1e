// Moves one answer's bytes through the plan its stages made (answer-plan.mjs), from Next to the connection. Next writes
// its answer to the response as to any Node response; origin-response.mjs hands each call here, and this sends what
// the plan makes of it through the `Wire`: Node's own response operations, which no stage touches.
//
// - An answer the plan leaves alone passes straight through (assets, API answers, redirects).
// - One with no body (HEAD, 304) has its head sent and Next's bytes dropped.
// - A stored page's answer kept in the page variants (page-variants.mjs) is sent from there, with its length.
// - Else the bytes pass through the plan's transforms chunk by chunk, in order, one chunk at a time; an answer Next
//   sends in one piece goes out in one piece, with its length. What a stored page became is kept for the next time.
// - A stage that replaces the whole answer (the error pages) is given the whole body; the stages after it are planned
//   again on the head it returns, and the replacement passes through them.
import { Buffer } from "node:buffer";
import { planAnswer } from "./answer-plan.mjs";
import { carriesBody, changedHead } from "./head.mjs";
import { pageVariants, variantKey } from "./page-variants.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("./head.mjs").AnswerHead} AnswerHead */
/** @typedef {import("./answer-plan.mjs").AnswerStage} AnswerStage */
/** @typedef {import("./answer-plan.mjs").AnswerPlan} AnswerPlan */
/** @typedef {import("./answer-plan.mjs").BodyTransform} BodyTransform */

/**
 * What the runner does to the connection (origin-response.mjs: Node's own response, unwrapped).
 * @typedef {{
 *   sendHead(head: AnswerHead): void;
 *   write(chunk: Buffer): boolean;
 *   end(chunk: Buffer | undefined, done: (() => void) | undefined): void;
 *   drained(): Promise<void>;
 *   nextMayWrite(): void;
 *   fail(error: unknown): void;
 * }} Wire
 * `write` returns false when the connection is full: the runner then waits for `drained()` (its drain, or its close).
 * `nextMayWrite` tells Next, which was told to wait, that it may write again.
 */

/** How many bytes of Next's writes may wait for the transforms before Next is asked to wait. */
const WAITING_MAX_BYTES = 64 * 1024;
const EMPTY = Buffer.alloc(0);

/** @typedef {"pass" | "drop" | "kept" | "transform"} Mode */

/**
 * The chunk through every transform, in order.
 * @param {BodyTransform[]} transforms
 * @param {Buffer} chunk
 */
async function through(transforms, chunk) {
  let out = chunk;
  for (const transform of transforms) {
    if (out.length === 0) return out;
    out = await transform.write(out);
  }
  return out;
}

/**
 * The last chunk through every transform, each ended in turn.
 * @param {BodyTransform[]} transforms
 * @param {Buffer} chunk
 */
async function finish(transforms, chunk) {
  let out = chunk;
  for (const transform of transforms) {
    const last = out.length === 0 ? EMPTY : await transform.write(out);
    const rest = await transform.end();
    out = rest.length === 0 ? last : last.length === 0 ? rest : Buffer.concat([last, rest]);
  }
  return out;
}

/** @param {AnswerHead} head @param {number} length */
const withLength = (head, length) => changedHead(head, { set: { "content-length": length } });

export class AnswerRun {
  /** @type {Mode} */
  #mode = "pass";
  #opened = false;
  /** @type {AnswerPlan | null} */
  #plan = null;
  /** @type {BodyTransform[]} */
  #transforms = [];
  /** Whether Next sent its whole answer in one piece (its end, nothing written before). */
  #whole = false;
  /** The key of the page variant this answer is, or null. */
  /** @type {string | null} */
  #key = null;
  /** @type {Buffer | undefined} */
  #kept;
  /** What has gone out of the transforms: kept as a page variant, or handed whole to a replacing stage. */
  /** @type {Buffer[] | null} */
  #out = null;
  /** @type {Promise<void>} */
  #queue = Promise.resolve();
  #waiting = 0;
  #nextWaits = false;
  #failed = false;

  /**
   * @param {IncomingMessage} request
   * @param {readonly AnswerStage[]} stages
   * @param {Wire} wire
   * @param {typeof pageVariants} [variants]
   */
  constructor(request, stages, wire, variants = pageVariants) {
    this.request = request;
    this.stages = stages;
    this.wire = wire;
    this.variants = variants;
  }

  /** Whether Next's head has been taken: Next's answer has begun. */
  get opened() {
    return this.#opened;
  }

  /** Whether Next's bytes go to the connection as they are (nothing to run). */
  get passing() {
    return this.#opened && this.#mode === "pass";
  }

  /**
   * Plans the answer from Next's head, at the moment Next sends it (its first write, its flushHeaders or its end).
   * @param {AnswerHead} head
   * @param {boolean} whole whether Next is ending its answer in this same call, having written nothing
   */
  open(head, whole) {
    this.#opened = true;
    this.#whole = whole;
    const plan = planAnswer(this.request, head, this.stages);
    this.#plan = plan;
    if (plan.replace !== null) {
      this.#mode = "transform";
      this.#out = [];
      this.#transforms = plan.transforms.map((make) => make());
      return;
    }
    if (!carriesBody(this.request.method, plan.head)) {
      this.#mode = "drop";
      this.wire.sendHead(plan.head);
      return;
    }
    this.#key = variantKey(this.request.method, plan.head);
    this.#kept = this.#key === null ? undefined : this.variants.get(this.#key);
    if (this.#kept !== undefined) {
      this.#mode = "kept";
      return;
    }
    if (plan.transforms.length === 0) {
      this.#mode = "pass";
      this.wire.sendHead(plan.head);
      return;
    }
    this.#mode = "transform";
    this.#transforms = plan.transforms.map((make) => make());
    if (this.#key !== null) this.#out = [];
    // A streamed answer's head goes now, so that the visitor's browser starts; a whole one's waits for its length.
    if (!whole) this.wire.sendHead(plan.head);
  }

  /**
   * One chunk of Next's answer (after open). Returns false when Next should wait for the response's drain.
   * @param {Buffer} chunk
   * @param {(() => void) | undefined} done
   * @returns {boolean}
   */
  write(chunk, done) {
    if (this.#mode !== "transform") {
      if (done !== undefined) process.nextTick(done);
      return true;
    }
    this.#waiting += chunk.length;
    this.#enqueue(async () => {
      await this.#send(await through(this.#transforms, chunk));
      this.#waiting -= chunk.length;
      done?.();
      if (this.#nextWaits && this.#waiting < WAITING_MAX_BYTES) {
        this.#nextWaits = false;
        this.wire.nextMayWrite();
      }
    });
    if (this.#waiting < WAITING_MAX_BYTES) return true;
    this.#nextWaits = true;
    return false;
  }

  /**
   * The end of Next's answer, with its last chunk.
   * @param {Buffer} chunk
   * @param {(() => void) | undefined} done
   */
  end(chunk, done) {
    const plan = /** @type {AnswerPlan} */ (this.#plan);
    if (this.#mode === "drop") {
      this.wire.end(undefined, done);
      return;
    }
    if (this.#mode === "kept") {
      const kept = /** @type {Buffer} */ (this.#kept);
      this.wire.sendHead(withLength(plan.head, kept.length));
      this.wire.end(kept, done);
      return;
    }
    this.#enqueue(async () => {
      const last = await finish(this.#transforms, chunk);
      if (plan.replace !== null) {
        const out = /** @type {Buffer[]} */ (this.#out);
        out.push(last);
        const replaced = await this.#replace(plan, Buffer.concat(out));
        this.wire.sendHead(replaced.head);
        this.wire.end(replaced.body, done);
        return;
      }
      if (this.#whole) {
        this.wire.sendHead(withLength(plan.head, last.length));
        this.wire.end(last, done);
      } else {
        this.#out?.push(last);
        this.wire.end(last.length === 0 ? undefined : last, done);
      }
      if (this.#key !== null) this.variants.set(this.#key, this.#whole ? last : Buffer.concat(/** @type {Buffer[]} */ (this.#out)));
    });
  }

  /**
   * The answer a replacing stage gives for this body, through the stages after it (planned again on its head).
   * @param {AnswerPlan} plan a plan that replaces
   * @param {Buffer} body
   * @returns {Promise<{ head: AnswerHead; body: Buffer | undefined }>}
   */
  async #replace(plan, body) {
    let current = plan;
    let answer = { head: plan.head, body };
    while (current.replace !== null) {
      answer = await current.replace.with(answer.body);
      current = planAnswer(this.request, answer.head, this.stages, current.replace.next);
      answer = { head: current.head, body: await finish(current.transforms.map((make) => make()), answer.body) };
    }
    if (!carriesBody(this.request.method, answer.head)) return { head: answer.head, body: undefined };
    return { head: withLength(answer.head, answer.body.length), body: answer.body };
  }

  /**
   * Sends what the transforms made of a chunk, or keeps it: the whole of a page to be kept, or of an answer a stage
   * replaces, or of one that goes out in one piece.
   * @param {Buffer} out
   */
  async #send(out) {
    if (out.length === 0) return;
    const plan = /** @type {AnswerPlan} */ (this.#plan);
    this.#out?.push(out);
    if (plan.replace !== null || this.#whole) return;
    if (!this.wire.write(out)) await this.wire.drained();
  }

  /** @param {() => Promise<void>} task */
  #enqueue(task) {
    this.#queue = this.#queue.then(() => (this.#failed ? undefined : task())).catch((error) => {
      this.#failed = true;
      this.wire.fail(error);
    });
  }
}
