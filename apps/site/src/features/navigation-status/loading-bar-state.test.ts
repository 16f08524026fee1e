import { describe, expect, it } from "vitest";
import { initialLoadingBar, loadingBarReducer, timerFor, type LoadingBarEvent } from "./loading-bar-state";

const run = (...events: LoadingBarEvent["type"][]) =>
  events.reduce((s, type) => loadingBarReducer(s, { type } as LoadingBarEvent), initialLoadingBar).phase;

describe("loading bar", () => {
  it("waits out the 200 ms throttle before showing", () => {
    expect(run("start")).toBe("waiting");
    expect(timerFor("waiting")).toEqual({ ms: 200, event: { type: "throttle-elapsed" } });
    expect(run("start", "throttle-elapsed")).toBe("loading");
  });
  it("never shows for a navigation that finishes inside the throttle", () => {
    expect(run("start", "finish")).toBe("idle");
    expect(run("start", "finish", "throttle-elapsed")).toBe("idle");
  });
  it("completes, then hides 500 ms after the finish", () => {
    expect(run("start", "throttle-elapsed", "finish")).toBe("done");
    expect(timerFor("done")).toEqual({ ms: 500, event: { type: "hide-elapsed" } });
    expect(run("start", "throttle-elapsed", "finish", "hide-elapsed")).toBe("idle");
  });
  it("shows the failed state on error and then hides", () => {
    expect(run("start", "throttle-elapsed", "fail")).toBe("failed");
    expect(run("start", "fail", "hide-elapsed")).toBe("idle");
    expect(run("fail")).toBe("idle");
  });
  it("keeps loading when another navigation starts meanwhile", () => {
    expect(run("start", "throttle-elapsed", "start")).toBe("loading");
  });
});
