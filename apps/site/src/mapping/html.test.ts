import { describe, expect, it } from "vitest";
import { htmlToText, sanitiseHtml, truncate } from "./html";

describe("sanitiseHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitiseHtml('<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>');
    expect(out).toBe("<p>Hi <a>x</a></p>");
  });
  it("demotes h1 to h2 and marks external links", () => {
    expect(sanitiseHtml('<h1>T</h1><a href="https://e.org">e</a>')).toBe(
      '<h2>T</h2><a href="https://e.org" rel="noopener noreferrer">e</a>',
    );
  });
  it("returns an empty string for missing values", () => {
    expect(sanitiseHtml(null)).toBe("");
  });
});

describe("htmlToText", () => {
  it("strips tags and decodes common entities", () => {
    expect(htmlToText("<p>Health &amp; sport</p>\n<p>next&nbsp;line</p>")).toBe("Health & sport next line");
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text at a word with '...'", () => {
    expect(truncate("short")).toBe("short");
    const long = "word ".repeat(40).trim();
    const out = truncate(long);
    expect(out.endsWith("...")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(153);
  });
});
