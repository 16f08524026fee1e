import { describe, expect, it } from "vitest";
import { displayCrumbs, resultHref, siteHosts } from "./search-link";

const own = siteHosts(["www.yu.edu.au", "cops.yu.edu.au"], ["http://localhost:3000"]);

describe("resultHref", () => {
  it("turns our own sites' URLs into paths, query and fragment kept", () => {
    expect(resultHref("https://www.yu.edu.au/courses/x?a=1#b", own)).toBe("/courses/x?a=1#b");
    expect(resultHref("https://COPS.yu.edu.au/centre", own)).toBe("/centre");
    expect(resultHref("http://localhost:3000/units/NIT1101", own)).toBe("/units/NIT1101");
    expect(resultHref("/already/a/path", own)).toBe("/already/a/path");
  });

  it("keeps other sites absolute and refuses anything but http(s)", () => {
    expect(resultHref("https://example.org/x", own)).toBe("https://example.org/x");
    expect(resultHref("javascript:alert(1)", own)).toBeNull();
    expect(resultHref("//evil.example/x", own)).toBeNull();
    expect(resultHref("not a url", own)).toBeNull();
  });
});

describe("displayCrumbs", () => {
  it("shows the host and the decoded path segments", () => {
    expect(displayCrumbs("https://www.yu.edu.au/about-yu/news%20events/")).toEqual(["www.yu.edu.au", "about-yu", "news events"]);
  });
});
