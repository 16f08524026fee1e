import { describe, expect, it } from "vitest";
import { fixedPublicPaths, urlsBySite, type SiteUrlOptions } from "./site-urls";
import { demoSubsites } from "@/routing/testing/demo-subsites";

const opts: SiteUrlOptions = {
  origin: "https://www.yu.edu.au/",
  mainSiteId: "7",
  homeAlias: "/home",
  subsites: demoSubsites(),
  serves: () => true,
};

describe("urlsBySite", () => {
  it("puts each page on its subsite or the main site, the home alias as /", () => {
    const sites = urlsBySite(
      [
        { path: "/home", changed: "2026-11-25T02:16:49+00:00" },
        { path: "/about-yu", changed: null },
        { path: "/centre-of-policy-studies-cops", changed: null },
        { path: "/centre-of-policy-studies-cops/training-courses", changed: null },
        { path: "/choose-yu", changed: null },
      ],
      opts,
    );
    expect(sites.get("7")).toEqual([
      { loc: "https://www.yu.edu.au/", lastmod: "2026-11-25T02:16:49+00:00" },
      { loc: "https://www.yu.edu.au/about-yu", lastmod: null },
    ]);
    expect(sites.get("102")?.map((u) => u.loc)).toEqual([
      "https://www.yu.edu.au/centre-of-policy-studies-cops",
      "https://www.yu.edu.au/centre-of-policy-studies-cops/training-courses",
    ]);
    expect(sites.get("113")?.map((u) => u.loc)).toEqual(["https://www.yu.edu.au/choose-yu"]);
  });

  it("keeps the home page first and takes its lastmod from the content list that knows it", () => {
    const sites = urlsBySite(
      [
        { path: "/home", changed: null },
        { path: "/about-yu", changed: null },
        { path: "/home", changed: "2026-11-20T09:00:00+00:00" },
      ],
      opts,
    );
    expect(sites.get("7")).toEqual([
      { loc: "https://www.yu.edu.au/", lastmod: "2026-11-20T09:00:00+00:00" },
      { loc: "https://www.yu.edu.au/about-yu", lastmod: null },
    ]);
  });

  it("never lists preview, login, search, results or API paths, the style guide, duplicates or unserved paths", () => {
    const pages = ["/preview/node/x/latest", "/login", "/mockContent", "/search", "/search/results/abc", "/api/health", "/course-discovery/results/k", "/a", "/a", "/b"].map((path) => ({ path, changed: null }));
    const sites = urlsBySite(pages, { ...opts, serves: (p) => p !== "/b" });
    expect(sites.get("7")?.map((u) => u.loc)).toEqual(["https://www.yu.edu.au/a"]);
  });

  it("lists the fixed public pages with the interest areas", () => {
    const paths = fixedPublicPaths("yu", ["/study-at-yu/courses/browse-study-areas/business/accounting"]);
    expect(paths).toContain("/study-at-yu/courses/browse-study-areas/all-courses-a-to-z");
    expect(paths).toContain("/course-discovery");
    expect(paths).toContain("/study-at-yu/courses/browse-study-areas/business/accounting");
  });
});
