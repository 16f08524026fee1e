import { describe, expect, it } from "vitest";
import { htmlToText, sanitiseHtml } from "./html";

describe("sanitiseHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitiseHtml('<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>');
    expect(out).toBe("<p>Hi <a>x</a></p>");
  });
  it("demotes h1 to h2 and opens external links in a new window, saying so", () => {
    expect(sanitiseHtml('<h1>T</h1><a href="https://e.org">e</a><a href="/x" target="_self">in</a>')).toBe(
      '<h2>T</h2><a href="https://e.org" target="_blank" rel="noopener noreferrer" aria-describedby="new-window-note">e</a><a href="/x" target="_self">in</a>',
    );
  });
  it.each([
    ["script and style", "<p>a<script>alert(1)</script><style>body{display:none}</style></p>", "<p>a</p>"],
    ["event handlers", '<p onmouseover="x()" onclick="y()">a</p><img src="https://c/i.png" onerror="z()" alt="i" />', '<p>a</p><img src="https://c/i.png" alt="i" />'],
    ["javascript: in any case or encoding", '<a href="JaVaScRiPt:alert(1)">a</a><a href="java&#x09;script:alert(1)">b</a><a href=" javascript:x">c</a>', "<a>a</a><a>b</a><a>c</a>"],
    ["data: and vbscript: URLs", '<a href="data:text/html,<script>x</script>">a</a><img src="data:image/svg+xml,<svg onload=x>" alt="" /><a href="vbscript:x">b</a>', '<a>a</a><img alt="" /><a>b</a>'],
    ["inline SVG with scripts", '<svg onload="x()"><script>alert(1)</script><a xlink:href="javascript:x">s</a></svg><p>ok</p>', "<a>s</a><p>ok</p>"],
    ["iframes, objects, forms and meta refresh", '<iframe src="https://evil"></iframe><object data="x"></object><embed src="x"><form action="https://evil"><input name="p"></form><meta http-equiv="refresh" content="0;url=https://evil">', ""],
    ["style attributes and unknown attributes", '<p style="position:fixed" data-x="1" class="lead">a</p>', '<p class="lead">a</p>'],
    ["protocol-relative links", '<a href="//evil.example/x">a</a>', "<a>a</a>"],
  ])("removes %s", (_name, input, output) => {
    expect(sanitiseHtml(input)).toBe(output);
  });
  it("keeps drupal-media tags inert, with only their data attributes", () => {
    expect(sanitiseHtml('<drupal-media data-entity-type="media" data-entity-uuid="u" onload="x()" style="a"></drupal-media>'))
      .toBe('<drupal-media data-entity-type="media" data-entity-uuid="u"></drupal-media>');
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
