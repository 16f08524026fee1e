import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { anchorId, waitForAnchor } from "./anchor-wait";

describe("anchorId", () => {
  it("decodes the hash and refuses empty or malformed ones", () => {
    expect(anchorId("#apply-now")).toBe("apply-now");
    expect(anchorId("#key%20dates")).toBe("key dates");
    expect(anchorId("#")).toBeNull();
    expect(anchorId("")).toBeNull();
    expect(anchorId("#%E0%A4%A")).toBeNull();
  });
});

describe("waitForAnchor (spec §9: every 100 ms, up to 50 times)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const deps = (appearsAt: number | null) => {
    const onFound = vi.fn();
    const find = vi.fn(() => (appearsAt !== null && Date.now() >= appearsAt ? "target" : null));
    return { find, onFound, setTimer: (run: () => void, ms: number) => setTimeout(run, ms), clearTimer: (t: unknown) => clearTimeout(t as number) };
  };

  it("scrolls to a target that appears within the five seconds, on the first tick after it appears", () => {
    const start = Date.now();
    const d = deps(start + 1_250);
    waitForAnchor("late", d);
    vi.advanceTimersByTime(1_200);
    expect(d.onFound).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(d.onFound).toHaveBeenCalledWith("target");
    expect(d.find).toHaveBeenCalledTimes(1 + 13);
  });

  it("gives up after 50 looks", () => {
    const d = deps(null);
    waitForAnchor("never", d);
    vi.advanceTimersByTime(10_000);
    expect(d.find).toHaveBeenCalledTimes(1 + 50);
    expect(d.onFound).not.toHaveBeenCalled();
  });

  it("leaves a target that is already there to the browser, and can be cancelled", () => {
    const here = deps(0);
    waitForAnchor("here", here);
    vi.advanceTimersByTime(1_000);
    expect(here.find).toHaveBeenCalledTimes(1);
    expect(here.onFound).not.toHaveBeenCalled();

    const later = deps(Date.now() + 500);
    const cancel = waitForAnchor("later", later);
    vi.advanceTimersByTime(200);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(later.onFound).not.toHaveBeenCalled();
  });
});
