import { describe, expect, it } from "vitest";
import { leaveSite, type ExitWindow } from "./leave-site";

function fakeWindow(openThrows = false) {
  const calls: string[] = [];
  const win: ExitWindow = {
    open: (url, target, features) => {
      calls.push(`open ${url} ${target} ${features}`);
      if (openThrows) throw new Error("blocked");
      return null;
    },
    location: { replace: (url) => void calls.push(`replace ${url}`) },
  };
  return { win, calls };
}

describe("leaving the site", () => {
  it("opens the escape page in a new tab, then replaces the current page so Back does not return", () => {
    const { win, calls } = fakeWindow();
    leaveSite("https://www.google.com.au/", win);
    expect(calls).toEqual(["open https://www.google.com.au/ _blank noopener,noreferrer", "replace https://www.google.com.au/"]);
  });
  it("still leaves when the new tab cannot open", () => {
    const { win, calls } = fakeWindow(true);
    expect(() => leaveSite("https://www.google.com.au/", win)).toThrow("blocked");
    expect(calls.at(-1)).toBe("replace https://www.google.com.au/");
  });
});
