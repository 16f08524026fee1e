import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { documentLinks } from "./document-links.ts";

const link = (href: string, text: string) => `<p>Read our plan for the next five years: <a href="${href}">${text}</a>.</p>`;
const PDF = "/sites/default/files/site/documents/strategic-plan-summary.pdf";

describe("document-link", () => {
  it.each([
    ["neither type nor size", link(PDF, "Strategic plan summary"), /file's type and size/],
    ["the type but no size", link(PDF, "Strategic plan summary (PDF)"), /file's size to/],
    ["the size but no type", link(PDF, "Strategic plan summary (1.2 MB)"), /file's type to/],
    ["a Word document with a query", link("/files/checklist.docx?v=2", "Application checklist"), /DOCX/],
    ["a spreadsheet", link("/files/fees-2026.xlsx", "Fee table"), /type and size/],
  ])("finds %s", (_, html, message) => {
    const found = check(documentLinks, pageOf(html));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ check: "document-link", severity: "warning", where: { selector: "p:nth-of-type(1) > a:nth-of-type(1)" } });
    expect(found[0]?.message).toMatch(message);
  });

  it.each([
    ["type and size", link(PDF, "Strategic plan summary (PDF, 1.2 MB)")],
    ["reader's words for the type, size in KB", link("/files/fees-2026.xlsx", "Fee table (Excel spreadsheet, 240 KB)")],
    ["a page, not a document", link("/about-yu/strategic-plan", "Strategic plan")],
  ])("passes %s", (_, html) => {
    expect(check(documentLinks, pageOf(html))).toEqual([]);
  });
});
