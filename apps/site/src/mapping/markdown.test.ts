import { describe, expect, it } from "vitest";
import { markdownToHtml, richText } from "./attributes";
import { sanitiseHtml } from "./html";

describe("markdown rich text", () => {
  it("renders markdown with single line breaks kept", () => {
    expect(markdownToHtml("Student Hub: 03 5550 1000\nOpen weekdays")).toBe("<p>Student Hub: 03 5550 1000<br>Open weekdays</p>\n");
    expect(markdownToHtml("- one\n- **two**")).toBe("<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n");
  });
  it("is used for fields whose format is markdown and that have no processed HTML", () => {
    expect(richText({ body: { format: "markdown", value: "# Title\ntext" } }, "body")).toBe("<h1>Title</h1>\n<p>text</p>\n");
    expect(richText({ body: { format: "rich_text", value: "# not markdown" } }, "body")).toBe("# not markdown");
    expect(richText({ body: { format: "markdown", value: "x", processed: "<p>done</p>" } }, "body")).toBe("<p>done</p>");
  });
  it("is sanitised like any rich text", () => {
    const html = richText({ body: { format: "markdown", value: "[x](javascript:alert(1)) <script>alert(1)</script>\n<img src=x onerror=alert(1)>" } }, "body");
    expect(sanitiseHtml(html)).not.toMatch(/script|onerror|javascript:/i);
  });
});
