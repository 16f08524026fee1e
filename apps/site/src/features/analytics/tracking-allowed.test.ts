import { describe, expect, it } from "vitest";
import { analyticsDelay, gtmScriptSrc, pageViewEvent, trackingAllowed } from "./tracking-allowed";

describe("trackingAllowed", () => {
  const none = { pageDoNotTrack: false, doNotTrack: null, windowDoNotTrack: undefined, globalPrivacyControl: undefined };
  it.each([
    ["nothing says no", none, true],
    ["DNT unspecified", { ...none, doNotTrack: "unspecified" }, true],
    ["DNT 0", { ...none, doNotTrack: "0" }, true],
    ["GPC false", { ...none, globalPrivacyControl: false }, true],
    ["the page says doNotTrack", { ...none, pageDoNotTrack: true }, false],
    ["Do Not Track 1", { ...none, doNotTrack: "1" }, false],
    ["Do Not Track yes (old Firefox)", { ...none, doNotTrack: "yes" }, false],
    ["window.doNotTrack (old browsers)", { ...none, windowDoNotTrack: "1" }, false],
    ["Global Privacy Control", { ...none, globalPrivacyControl: true }, false],
  ])("%s → %s", (_label, signals, allowed) => {
    expect(trackingAllowed(signals)).toBe(allowed);
  });
});

describe("gtmScriptSrc", () => {
  it("adds the container id to the configured script", () => {
    expect(gtmScriptSrc("https://www.googletagmanager.com/gtm.js", "GTM-AB12")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12");
    expect(gtmScriptSrc("https://tags.example.edu/gtm.js?l=x", "GTM-AB12")).toBe("https://tags.example.edu/gtm.js?l=x&id=GTM-AB12");
  });
});

describe("pageViewEvent", () => {
  it("names the page by path and title", () => {
    expect(pageViewEvent("/about-yu?x=1", "About | YU")).toEqual({ event: "pageview", page_path: "/about-yu?x=1", page_title: "About | YU" });
  });
});

describe("analyticsDelay", () => {
  it("runs at once for the first page and 250 ms after each client navigation", () => {
    expect(analyticsDelay(true)).toBe(0);
    expect(analyticsDelay(false)).toBe(250);
  });
});
