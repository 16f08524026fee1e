import { Buffer } from "node:buffer";
import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import type { AnswerStage, BodyTransform } from "./answer-plan.mjs";
import { AnswerRun, type Wire } from "./answer-run.mjs";
import { changedHead, type AnswerHead } from "./head.mjs";

// The runner between a fake connection and stand-in stages: what goes out, in what order, and when Next may write.

const request = (method = "GET") => ({ method, url: "/page", headers: {} }) as unknown as IncomingMessage;
const html = (headers: Record<string, string> = {}): AnswerHead => ({ status: 200, headers: { "content-type": "text/html", ...headers } });

function fakeWire() {
  const sent: { heads: AnswerHead[]; chunks: string[]; ended: boolean; failed: unknown[] } = { heads: [], chunks: [], ended: false, failed: [] };
  let full = false;
  let drain = () => {};
  const wire: Wire = {
    sendHead: (head) => void sent.heads.push(head),
    write: (chunk) => (sent.chunks.push(chunk.toString()), !full),
    end: (chunk, done) => {
      if (chunk !== undefined) sent.chunks.push(chunk.toString());
      sent.ended = true;
      done?.();
    },
    drained: () => new Promise((resolve) => (drain = () => resolve())),
    nextMayWrite: vi.fn(),
    fail: (error) => void sent.failed.push(error),
  };
  return { wire, sent, fill: (value: boolean) => (full = value), drain: () => drain() };
}

function memoryVariants() {
  const kept = new Map<string, Buffer>();
  return { kept, store: { get: (key: string) => kept.get(key), set: (key: string, bytes: Buffer) => void kept.set(key, bytes), size: () => 0, clear: () => kept.clear() } };
}

/** A stage whose transform upper-cases each chunk, asynchronously, and adds its name at the end. */
const upper = (name: string): AnswerStage => ({
  name,
  answer: (_request, head) => ({
    head: changedHead(head, { set: { "content-length": undefined, [`x-${name}`]: "1" } }),
    transform: (): BodyTransform => ({ write: async (chunk) => Buffer.from(chunk.toString().toUpperCase()), end: () => Buffer.from(`|${name}`) }),
  }),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("an answer's run", () => {
  it("passes an answer no stage touches straight through, head first", () => {
    const { wire, sent } = fakeWire();
    const run = new AnswerRun(request(), [{ name: "none", answer: () => null }], wire, memoryVariants().store);
    run.open(html({ "content-length": "2" }), false);
    expect(run.passing).toBe(true);
    expect(sent.heads).toEqual([html({ "content-length": "2" })]);
  });

  it("streams a written answer through the transforms in order, chunk by chunk, the head before the bytes", async () => {
    const { wire, sent } = fakeWire();
    const run = new AnswerRun(request(), [upper("a"), upper("b")], wire, memoryVariants().store);
    run.open(html({ "content-length": "9" }), false);
    expect(sent.heads[0]?.headers).toEqual({ "content-type": "text/html", "x-a": "1", "x-b": "1" });
    run.write(Buffer.from("one "), undefined);
    run.write(Buffer.from("two"), undefined);
    run.end(Buffer.from(" end"), undefined);
    await settle();
    expect(sent.chunks).toEqual(["ONE ", "TWO", " END|A|b"]);
    expect(sent.ended).toBe(true);
  });

  it("sends an answer Next ended in one piece in one piece, with its new length", async () => {
    const { wire, sent } = fakeWire();
    const run = new AnswerRun(request(), [upper("a")], wire, memoryVariants().store);
    run.open(html({ "content-length": "5" }), true);
    expect(sent.heads).toEqual([]);
    run.end(Buffer.from("whole"), undefined);
    await settle();
    expect(sent.heads[0]?.headers["content-length"]).toBe(7);
    expect(sent.chunks).toEqual(["WHOLE|a"]);
  });

  it("keeps a stored page's final bytes by ETag and encoding, and sends them again without running a stage", async () => {
    const { kept, store } = memoryVariants();
    const first = fakeWire();
    const stored = html({ etag: '"v1"' });
    const one = new AnswerRun(request(), [upper("a")], first.wire, store);
    one.open(stored, false);
    one.write(Buffer.from("page"), undefined);
    one.end(Buffer.alloc(0), undefined);
    await settle();
    expect([...kept.keys()]).toEqual(['"v1"\nidentity']);
    expect(kept.get('"v1"\nidentity')?.toString()).toBe("PAGE|a");

    const second = fakeWire();
    const transform = vi.fn();
    const two = new AnswerRun(request(), [{ name: "a", answer: (_r, head) => ({ head: changedHead(head, { set: { "content-length": undefined } }), transform }) }], second.wire, store);
    two.open(stored, false);
    expect(two.write(Buffer.from("ignored"), undefined)).toBe(true);
    two.end(Buffer.from("ignored"), undefined);
    expect(transform).not.toHaveBeenCalled();
    expect(second.sent.heads[0]?.headers["content-length"]).toBe(6);
    expect(second.sent.chunks).toEqual(["PAGE|a"]);
  });

  it("sends no body where there is none (HEAD, 304), whatever Next writes", () => {
    const { wire, sent } = fakeWire();
    const notModified: AnswerStage = { name: "304", answer: (_r, head) => ({ head: changedHead(head, { status: 304 }) }) };
    const run = new AnswerRun(request(), [upper("a"), notModified], wire, memoryVariants().store);
    run.open(html(), false);
    run.write(Buffer.from("body"), undefined);
    run.end(Buffer.from("more"), undefined);
    expect(sent.heads[0]?.status).toBe(304);
    expect(sent.chunks).toEqual([]);
    expect(sent.ended).toBe(true);
  });

  it("gives a replacing stage the whole body, then runs the stages after it on what it returns", async () => {
    const { wire, sent } = fakeWire();
    const replacing: AnswerStage = {
      name: "replace",
      answer: (_r, head) => head.status === 404
        ? { replace: async (body) => ({ head: changedHead(head, { status: 404, set: { etag: undefined } }), body: Buffer.from(`view of ${body.toString()}`) }) }
        : null,
    };
    const run = new AnswerRun(request(), [replacing, upper("a")], wire, memoryVariants().store);
    run.open({ status: 404, headers: { "content-type": "text/html", etag: '"e"' } }, false);
    run.write(Buffer.from("shell "), undefined);
    expect(sent.heads).toEqual([]);
    run.end(Buffer.from("end"), undefined);
    await settle();
    expect(sent.heads).toHaveLength(1);
    expect(sent.heads[0]).toEqual({ status: 404, headers: { "content-type": "text/html", "x-a": "1", "content-length": 19 } });
    expect(sent.chunks).toEqual(["VIEW OF SHELL END|a"]);
  });

  it("asks Next to wait while the transforms are behind, and waits for a full connection to drain", async () => {
    const { wire, sent, fill, drain } = fakeWire();
    const run = new AnswerRun(request(), [upper("a")], wire, memoryVariants().store);
    run.open(html(), false);
    fill(true);
    expect(run.write(Buffer.alloc(70 * 1024, 97), undefined)).toBe(false);
    await settle();
    // The connection is full: the next chunk waits, and Next is not yet told to write again.
    expect(wire.nextMayWrite).not.toHaveBeenCalled();
    fill(false);
    drain();
    await settle();
    expect(wire.nextMayWrite).toHaveBeenCalledTimes(1);
    run.end(Buffer.from("z"), undefined);
    await settle();
    expect(sent.chunks.at(-1)).toBe("Z|a");
  });

  it("fails the answer, once, when a transform throws, and sends nothing after", async () => {
    const { wire, sent } = fakeWire();
    const broken: AnswerStage = { name: "broken", answer: () => ({ transform: () => ({ write: () => Promise.reject(new Error("encoder broke")), end: () => Buffer.alloc(0) }) }) };
    const run = new AnswerRun(request(), [broken], wire, memoryVariants().store);
    run.open(html(), false);
    run.write(Buffer.from("x"), undefined);
    run.end(Buffer.from("y"), undefined);
    await settle();
    expect(sent.failed).toHaveLength(1);
    expect(sent.ended).toBe(false);
  });
});
