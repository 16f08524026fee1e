import { describe, expect, it } from "vitest";
import { headerValue, isRedirectWithoutLocation, isTagCarrier, tagCarrierEntry } from "./entry.mjs";
import { appPage } from "./testing/entries";

describe("Next's entries", () => {
  it("reads a stored header by its name in any case", () => {
    expect(headerValue({ location: "/a" }, "location")).toBe("/a");
    expect(headerValue({ Location: "/b" }, "location")).toBe("/b");
    expect(headerValue(undefined, "location")).toBeUndefined();
  });

  it("knows a redirect without its Location, from a page or a route", () => {
    expect(isRedirectWithoutLocation({ ...appPage([]), status: 307 })).toBe(true);
    expect(isRedirectWithoutLocation({ ...appPage([]), status: 308, headers: { location: "/about-yu" } })).toBe(false);
    expect(isRedirectWithoutLocation(appPage([]))).toBe(false);
    expect(isRedirectWithoutLocation({ kind: "APP_ROUTE", body: Buffer.from(""), status: 302, headers: {} })).toBe(true);
    expect(isRedirectWithoutLocation(null)).toBe(false);
  });

  it("knows the site's tag carrier, a fetch of a data: URL, and answers it empty and fresh", () => {
    expect(isTagCarrier({ fetchUrl: "data:," })).toBe(true);
    expect(isTagCarrier({ fetchUrl: "http://content/api" })).toBe(false);
    expect(isTagCarrier({})).toBe(false);
    expect(tagCarrierEntry("data:,")).toMatchObject({ value: { kind: "FETCH", data: { body: "", status: 200, url: "data:," }, revalidate: false } });
  });
});
