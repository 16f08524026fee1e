import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { linkText } from "./link-text.ts";

const para = (link: string) => `<p>Applications for Semester 2 open in May. ${link}</p>`;

describe("link-text", () => {
  it.each([
    ["click here", para('To apply, <a href="/study-at-yu/how-to-apply">click here</a>.'), /"click here" does not say/],
    ["read more with an ellipsis", para('<a href="/about-yu/news-events/news/new-library">Read more…</a>'), /"Read more…" does not say/],
    ["here", para('Details are <a href="/fees">here</a>.'), /"here" does not say/],
    ["more", para('<a href="/scholarships">More</a>'), /does not say/],
    ["link", para('<a href="/scholarships">link</a>'), /does not say/],
    ["a bare address", para('<a href="https://vtac.edu.au/courses/1234567890">https://vtac.edu.au/courses/1234567890</a>'), /text is a web address/],
    ["no text at all", para('<a href="/study"><span class="icon"></span></a>'), /has no text/],
  ])("finds %s", (_, html, message) => {
    const found = check(linkText, pageOf(html));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ check: "link-text", severity: "warning", where: { selector: "p:nth-of-type(1) > a:nth-of-type(1)" } });
    expect(found[0]?.message).toMatch(message);
  });

  it.each([
    ["words that name the page", para('<a href="/study-at-yu/how-to-apply">How to apply for a course</a>')],
    ["an aria-label that gives the meaning", para('<a href="/news/new-library" aria-label="Read more about the new library">Read more</a>')],
    ["an image link with alternative text", para('<a href="/"><img src="/logo.svg" alt="Home"></a>')],
    ["an anchor without an address", para('<a id="top">here</a>')],
  ])("passes %s", (_, html) => {
    expect(check(linkText, pageOf(html))).toEqual([]);
  });
});
