import { describe, expect, it } from "vitest";
import { buildPageHead } from "./page-head";

const base = {
  pageTitle: "Bachelor of Nursing",
  siteName: "Yarra University",
  description: "Become a registered nurse.",
  origin: "https://www.yu.edu.au/",
  path: "/courses/bachelor-of-nursing-hbns",
  images: {},
  siteSection: "7",
  contentType: "course",
};

describe("buildPageHead", () => {
  it("titles the page '{page title} | {site name}' and links the canonical origin + path", () => {
    const head = buildPageHead(base);
    expect(head.title).toBe("Bachelor of Nursing | Yarra University");
    expect(head.canonical).toBe("https://www.yu.edu.au/courses/bachelor-of-nursing-hbns");
    expect(head.lang).toBe("en");
  });

  it("uses the bare origin for the home page and the site name alone when the page has no title", () => {
    const head = buildPageHead({ ...base, path: "/", pageTitle: "" });
    expect(head.canonical).toBe("https://www.yu.edu.au");
    expect(head.title).toBe("Yarra University");
  });

  it("falls back through page media, section image, primary site image and thumbnail", () => {
    const img = (src: string) => ({ src, alt: src });
    expect(buildPageHead({ ...base, images: { page: img("p"), section: img("s"), primary: img("m") } }).image?.src).toBe("p");
    expect(buildPageHead({ ...base, images: { page: null, section: img("s"), primary: img("m") } }).image?.src).toBe("s");
    expect(buildPageHead({ ...base, images: { primary: img("m"), thumbnail: img("t") } }).image?.src).toBe("m");
    expect(buildPageHead({ ...base, images: { thumbnail: img("t") } }).image?.src).toBe("t");
    expect(buildPageHead(base).image).toBeNull();
  });

  it("truncates long descriptions to 150 characters plus '...'", () => {
    const head = buildPageHead({ ...base, description: "a ".repeat(200) });
    expect(head.description.length).toBeLessThanOrEqual(153);
  });
});
