import { describe, expect, it } from "vitest";
import { isRouterNavigation, loadedAnnouncement } from "./announcement";

describe("loadedAnnouncement", () => {
  it("says the page title plus 'has loaded'", () => {
    expect(loadedAnnouncement("Courses | Yarra University")).toBe("Courses has loaded");
    expect(loadedAnnouncement("")).toBe("Page has loaded");
  });
});

describe("isRouterNavigation", () => {
  const here = new URL("https://www.yu.edu.au/about-yu");
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const link = (href: string, target = "") => ({ href, target, hasDownload: false });
  it("accepts a plain click to another page of the site", () => {
    expect(isRouterNavigation(link("/courses"), click, here)).toBe(true);
    expect(isRouterNavigation(link("/about-yu?x=1"), click, here)).toBe(true);
  });
  it("ignores same-page anchors, other origins, new tabs and modified clicks", () => {
    expect(isRouterNavigation(link("/about-yu#main"), click, here)).toBe(false);
    expect(isRouterNavigation(link("https://example.org/"), click, here)).toBe(false);
    expect(isRouterNavigation(link("/courses", "_blank"), click, here)).toBe(false);
    expect(isRouterNavigation(link("/courses"), { ...click, metaKey: true }, here)).toBe(false);
    expect(isRouterNavigation({ href: "/f.pdf", target: "", hasDownload: true }, click, here)).toBe(false);
  });
});
