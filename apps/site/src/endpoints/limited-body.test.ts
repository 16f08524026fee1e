import { describe, expect, it } from "vitest";
import { declaredTooLarge, readLimitedBody } from "./limited-body";

function stream(chunks: number[], onPull?: () => void): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      const size = chunks[i++];
      if (size === undefined) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

describe("declaredTooLarge", () => {
  it("compares a declared Content-Length with the limit", () => {
    expect(declaredTooLarge(new Headers({ "content-length": "100" }), 100)).toBe(false);
    expect(declaredTooLarge(new Headers({ "content-length": "101" }), 100)).toBe(true);
    expect(declaredTooLarge(new Headers(), 100)).toBe(false);
  });

  it("treats a Content-Length that is not a number as too large", () => {
    expect(declaredTooLarge(new Headers({ "content-length": "lots" }), 100)).toBe(true);
  });
});

describe("readLimitedBody", () => {
  it("reads the whole body up to the limit", async () => {
    const bytes = await readLimitedBody(stream([3, 4, 3]), 10);
    expect(bytes).toEqual(new Uint8Array(10).fill(0x61));
    expect(await readLimitedBody(null, 10)).toEqual(new Uint8Array(0));
  });

  it("stops reading as soon as the limit is passed", async () => {
    let pulls = 0;
    expect(await readLimitedBody(stream([6, 6, 6, 6, 6], () => pulls++), 10)).toBeNull();
    expect(pulls).toBeLessThanOrEqual(3);
  });

  it("reads a Request body with no Content-Length", async () => {
    const request = new Request("http://site.test/", { method: "POST", body: stream([8, 8]), duplex: "half" } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    expect(await readLimitedBody(request.body, 15)).toBeNull();
  });
});
