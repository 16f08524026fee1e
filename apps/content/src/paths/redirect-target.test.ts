import { describe, expect, it } from "vitest";
import type { SiteTerm } from "../site/site-terms.ts";
import { classifyRedirect } from "./redirect-target.ts";
import { sectionFor } from "./section.ts";

const site = (tid: number, parentTid: number | null, domains: string[]) => ({ tid, parentTid, domains }) as SiteTerm;
const sites = new Map([[7, site(7, null, ["www.yu.edu.au"])], [102, site(102, 7, ["www.yu.edu.au"])],
  [111, site(111, 7, ["sydney.yu.edu.au", "www.sydney.yu.edu.au"])], [200, site(200, 102, [])]]);

describe("sectionFor", () => {
  it("answers the subsite for a subsite page looked up on its parent", () => {
    expect(sectionFor(102, 7, sites)).toBe(102);
  });

  it("answers the requested site otherwise", () => {
    expect(sectionFor(7, 7, sites)).toBe(7);
    expect(sectionFor(null, 7, sites)).toBe(7);
    expect(sectionFor(200, 7, sites)).toBe(7);
    expect(sectionFor(7, 102, sites)).toBe(102);
  });
});

describe("classifyRedirect", () => {
  it("keeps paths on the requested site internal", () => {
    expect(classifyRedirect("/about-yu", 7, { siteTids: [7], primarySite: 7 }, sites))
      .toEqual({ redirectUrl: "/about-yu", redirectType: "internal" });
    expect(classifyRedirect("/not-a-node", 7, null, sites)).toEqual({ redirectUrl: "/not-a-node", redirectType: "internal" });
  });

  it("makes full URLs and other sites' pages external", () => {
    expect(classifyRedirect("https://library.yu.edu.au/x", 7, null, sites))
      .toEqual({ redirectUrl: "https://library.yu.edu.au/x", redirectType: "external" });
    expect(classifyRedirect("/yu-sydney", 7, { siteTids: [111], primarySite: 111 }, sites))
      .toEqual({ redirectUrl: "https://sydney.yu.edu.au/yu-sydney", redirectType: "external" });
  });
});
