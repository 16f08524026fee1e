import { describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "./error-strings";
import { errorContent, helpfulLinks } from "./error-texts";

describe("error page content", () => {
  it("has the 404 texts of the spec", () => {
    const c = errorContent("not-found", "yu", null);
    expect(c.title).toBe("Page not found");
    expect(c.intro).toBe(ERROR_TEXTS.notFoundIntro);
    expect(c.links.map((l) => l.uri)).toEqual(helpfulLinks("yu").map((l) => l.uri));
  });
  it("has the generic texts for other errors", () => {
    const c = errorContent("generic", "yu", null);
    expect(c.title).toBe("Error");
    expect(c.intro).toMatch(/^Something went wrong and we're working to fix the problem\./);
  });
  it("says 'This page could not be found' for paths no route matches", () => {
    expect(errorContent("no-route", "yu", null).title).toBe("This page could not be found");
  });
  it("links course search, site search, home, FAQ, contact and sitemap", () => {
    expect(helpfulLinks("abc").map((l) => l.uri)).toEqual([
      "/study-at-abc/courses/browse-study-areas/all-courses-a-to-z", "/search", "/", "/help", "/about-abc/contact-us", "/sitemap",
    ]);
  });
  it("takes the site's override per error type", () => {
    const overrides = { notFound: { intro: "Lost?", links: [{ title: "CoPS home", uri: "/cops" }] }, generic: null };
    expect(errorContent("not-found", "yu", overrides)).toMatchObject({ intro: "Lost?", links: [{ uri: "/cops" }] });
    expect(errorContent("generic", "yu", overrides).intro).toBe(ERROR_TEXTS.genericIntro);
  });
});
