import { describe, expect, it } from "vitest";
import { shouldReloadNotFound } from "./should-reload";

describe("shouldReloadNotFound", () => {
  it("reloads once after an in-app navigation to a missing page", () => {
    expect(shouldReloadNotFound({ documentUrl: "https://x/a", currentUrl: "https://x/b", flagSet: false })).toBe(true);
    expect(shouldReloadNotFound({ documentUrl: "https://x/a", currentUrl: "https://x/b", flagSet: true })).toBe(false);
  });
  it("never reloads a 404 that was the full page load", () => {
    expect(shouldReloadNotFound({ documentUrl: "https://x/b#top", currentUrl: "https://x/b", flagSet: false })).toBe(false);
    expect(shouldReloadNotFound({ documentUrl: null, currentUrl: "https://x/b", flagSet: false })).toBe(false);
  });
});
