import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { longParagraphs } from "./long-paragraphs.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 12 === 11 ? "students." : "students")).join(" ");

describe("long-paragraph", () => {
  it("finds a paragraph of 151 words, with its count", () => {
    const found = check(longParagraphs, pageOf(`<p>Short intro.</p>\n<p>${words(151)}</p>`));
    expect(found).toEqual([expect.objectContaining({ check: "long-paragraph", severity: "tip", where: expect.objectContaining({ selector: "p:nth-of-type(2)" }) as object })]);
    expect(found[0]?.message).toMatch(/151 words/);
  });

  it("passes 150 words, and counts words across inline markup", () => {
    expect(check(longParagraphs, pageOf(`<p>${words(150)}</p>`))).toEqual([]);
    expect(check(longParagraphs, pageOf(`<p><strong>${words(100)}</strong> <a href="/x">${words(50)}</a></p>`))).toEqual([]);
  });
});
