// What the answer stages make of one answer, decided from its head alone before a byte of its body moves: each stage
// in turn sees the head the stages before it left and may return a step (a new head, a transform of the body's
// bytes, or the replacement of the whole answer). The plan is pure: the runner (answer-run.mjs) moves the bytes.

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("./head.mjs").AnswerHead} AnswerHead */

/**
 * A transform of a body's bytes, made for one answer: each chunk in gives the bytes to send for it (at once, or once
 * an asynchronous encoder has them), and end() what is left. Every chunk's output is complete in itself up to that
 * chunk, so that a page streamed in parts reaches the visitor part by part.
 * @typedef {{ write(chunk: Buffer): Buffer | Promise<Buffer>; end(): Buffer | Promise<Buffer> }} BodyTransform
 */

/**
 * The replacement of a whole answer, given its whole body: the head and body to send instead.
 * @typedef {(body: Buffer) => Promise<{ head: AnswerHead; body: Buffer }>} Replacement
 */

/**
 * What a stage does to one answer: null leaves it alone.
 * @typedef {{ head?: AnswerHead; transform?: () => BodyTransform; replace?: Replacement }} AnswerStep
 */

/**
 * A stage that edits Next's answer, a function of the request and the head (and, through its step, of the bytes).
 * @typedef {{ name: string; answer: (request: IncomingMessage, head: AnswerHead) => AnswerStep | null }} AnswerStage
 */

/**
 * @typedef {{ head: AnswerHead; transforms: Array<() => BodyTransform>; replace: { with: Replacement; next: number } | null }} AnswerPlan
 * `replace`, when a stage replaces the whole answer: the stages from `next` on are planned again on its new head.
 */

/**
 * The plan of the stages from `from` on for an answer with this head.
 * @param {IncomingMessage} request
 * @param {AnswerHead} head
 * @param {readonly AnswerStage[]} stages in the order the answer passes through them, Next's side first
 * @param {number} [from]
 * @returns {AnswerPlan}
 */
export function planAnswer(request, head, stages, from = 0) {
  let current = head;
  /** @type {Array<() => BodyTransform>} */
  const transforms = [];
  for (let index = from; index < stages.length; index += 1) {
    const step = /** @type {AnswerStage} */ (stages[index]).answer(request, current);
    if (step === null) continue;
    if (step.head !== undefined) current = step.head;
    if (step.transform !== undefined) transforms.push(step.transform);
    if (step.replace !== undefined) return { head: current, transforms, replace: { with: step.replace, next: index + 1 } };
  }
  return { head: current, transforms, replace: null };
}
