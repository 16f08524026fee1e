import { describe, expect, it } from "vitest";
import { findSubsite, isAtOrBelow, isChooseSubsite } from "./subsites";
import { demoSubsites } from "./testing/demo-subsites";

const expected: [string, string, string][] = [
  ["101", "/victoria-business-confucius-institute-vbci", "Victoria Business Confucius Institute (VBCI)"],
  ["102", "/centre-of-policy-studies-cops", "Centre of Policy Studies (CoPS)"],
  ["103", "/institute-for-health-sport-ihes", "Institute for Health and Sport (IHES)"],
  ["104", "/institute-for-sustainable-industries-liveable-cities-isilc",
    "Institute for Sustainable Industries & Liveable Cities (ISILC)"],
  ["105", "/centre-for-international-research-on-education-systems-cires",
    "Centre for International Research on Education Systems (CIRES)"],
  ["106", "/school-holiday-sport-programs", "School Holiday Sport Programs"],
  ["107", "/story-writing-in-regional-locations-swirl", "Story Writing in Regional Locations (SWIRL)"],
  ["108", "/yu-polytechnic", "YU Polytechnic"],
  ["109", "/yu-online", "YU Online"],
  ["110", "/yu-city-tower", "YU City Tower"],
  ["111", "/yu-sydney", "YU Sydney"],
  ["112", "/yu-college", "YU College"],
  ["113", "/choose-yu", "Choose YU"],
  ["114", "/dame-alice-rowe-centre", "Dame Alice Rowe Centre"],
];

describe("the demo's subsites", () => {
  it("lists the fourteen subsites of content/site/sites.yaml", () => {
    expect(demoSubsites("yu").map((s) => [s.siteId, s.basePath, s.name])).toEqual(expected);
  });

  it("fills in another product's slug and short name", () => {
    const list = demoSubsites("abc");
    expect(list.find((s) => s.siteId === "108")).toEqual({ siteId: "108", basePath: "/abc-polytechnic", name: "ABC Polytechnic" });
    expect(list.find((s) => s.siteId === "113")?.basePath).toBe("/choose-abc");
    expect(demoSubsites("abc", "Abc").find((s) => s.siteId === "109")?.name).toBe("Abc Online");
  });

  it("has unique ids and base paths", () => {
    const list = demoSubsites("yu");
    expect(new Set(list.map((s) => s.siteId)).size).toBe(14);
    expect(new Set(list.map((s) => s.basePath)).size).toBe(14);
  });
});

const yu = demoSubsites("yu");
const abc = demoSubsites("abc");

describe("findSubsite", () => {
  it.each(expected)("finds subsite %s at its base path and beneath it", (siteId, basePath) => {
    expect(findSubsite(basePath, yu)?.siteId).toBe(siteId);
    expect(findSubsite(`${basePath}/about/contact-us`, yu)?.siteId).toBe(siteId);
  });

  it("does not treat a name prefix as a subsite", () => {
    expect(findSubsite("/yu-online-courses", yu)).toBeNull();
    expect(findSubsite("/choose-yu2", yu)).toBeNull();
  });

  it("is case-sensitive and null for the main site", () => {
    expect(findSubsite("/YU-Online", yu)).toBeNull();
    expect(findSubsite("/", yu)).toBeNull();
    expect(findSubsite("/about-yu", yu)).toBeNull();
  });

  it("uses the product slug", () => {
    expect(findSubsite("/abc-sydney/campus", abc)?.siteId).toBe("111");
    expect(findSubsite("/yu-sydney", abc)).toBeNull();
  });
});

describe("isAtOrBelow", () => {
  it("matches the base path and its descendants only", () => {
    expect(isAtOrBelow("/a", "/a")).toBe(true);
    expect(isAtOrBelow("/a/b", "/a")).toBe(true);
    expect(isAtOrBelow("/ab", "/a")).toBe(false);
  });
});

describe("isChooseSubsite", () => {
  it("is true at and below /choose-{product}", () => {
    expect(isChooseSubsite("/choose-yu", "yu")).toBe(true);
    expect(isChooseSubsite("/choose-yu/why", "yu")).toBe(true);
  });

  it("is false elsewhere", () => {
    expect(isChooseSubsite("/choose-yummy", "yu")).toBe(false);
    expect(isChooseSubsite("/choose-yu", "abc")).toBe(false);
    expect(isChooseSubsite("/yu-online", "yu")).toBe(false);
  });
});
