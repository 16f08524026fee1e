import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VisitorLimit } from "./visitor-limit.ts";

describe("VisitorLimit", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows the limit per window per key, then says when the window ends", async () => {
    const limit = new VisitorLimit(3, 60, "test");
    expect([await limit.spend("a"), await limit.spend("a"), await limit.spend("a")]).toEqual([null, null, null]);
    vi.advanceTimersByTime(15_500);
    expect(await limit.spend("a")).toBe(45);
    expect(await limit.spend("b")).toBeNull();
    vi.advanceTimersByTime(44_500);
    expect(await limit.spend("a")).toBeNull();
  });

  it("waits at least a second", async () => {
    const limit = new VisitorLimit(1, 60, "test");
    await limit.spend("a");
    vi.advanceTimersByTime(59_999);
    expect(await limit.spend("a")).toBe(1);
  });
});
