import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { emptyHeading, headingOrder } from "./heading-order.ts";

describe("heading-order", () => {
  it.each([
    ["a body starting at h3", "<h3>What we offer</h3>\n<p>Classes are small.</p>", "h3:nth-of-type(1)", /Heading 3 follows a Heading 1: make it a Heading 2/],
    ["a level skipped further down", "<h2>Research degrees</h2>\n<p>Text.</p>\n<h4>Scholarships</h4>", "h4:nth-of-type(1)", /Heading 4 follows a Heading 2/],
    ["a second h1 (the title is the first)", "<h1>Welcome</h1>\n<p>Text.</p>\n<h1>Study with us</h1>", "h1:nth-of-type(2)", /more than one main heading/],
  ])("finds %s", (_, html, selector, message) => {
    const found = check(headingOrder, pageOf(html));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ check: "heading-order", severity: "warning", where: { selector } });
    expect(found[0]?.message).toMatch(message);
  });

  it.each([
    ["h2 then h3 then back to h2", "<h2>Research degrees</h2>\n<h3>PhD</h3>\n<p>Text.</p>\n<h2>Clubs and societies</h2>"],
    ["no headings", "<p>Classes are small and taught by native speakers.</p>"],
  ])("passes %s", (_, html) => {
    expect(check(headingOrder, pageOf(html))).toEqual([]);
  });
});

describe("empty-heading", () => {
  it("finds a heading with no words", () => {
    expect(check(emptyHeading, pageOf("<h2>Sport</h2>\n<p>Text.</p>\n<h2> &nbsp;</h2>\n<p>More.</p>"))).toEqual([
      { check: "empty-heading", severity: "error", message: expect.stringMatching(/heading is empty/) as string,
        where: { selector: "h2:nth-of-type(2)", excerpt: "<h2>" } },
    ]);
  });

  it("passes headings with words, or an image with alternative text", () => {
    expect(check(emptyHeading, pageOf('<h2>Sport</h2>\n<h3><img src="/logo.svg" alt="Sports club"></h3>'))).toEqual([]);
  });
});
