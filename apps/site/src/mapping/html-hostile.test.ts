// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../e2e/support/hostile-corpus";
import { sanitiseHtml } from "./html";
import { embedDrupalMedia } from "./rich-text/drupal-media";
import { absoluteFileUrl } from "./media-image";

/*
 * CMS rich text with hostile markup, as the site renders it. Every HTML field of the content system reaches the
 * page through sanitiseHtml (then, for rich text, embedDrupalMedia), so this checks the one gate with every payload
 * of the corpus rather than seeding hostile pages into the public demo content.
 */

const EXECUTABLE_TAGS = "script, iframe, frame, object, embed, applet, base, meta, link, style, form, svg, math, template, noscript, input, button, textarea, select, video, audio, source, details, marquee, body, html";

/** Everything in the markup that could run script or change where the page loads from; [] when it is inert. */
function executableParts(html: string): string[] {
  const doc = document.implementation.createHTMLDocument("x");
  doc.body.innerHTML = html;
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll(EXECUTABLE_TAGS)) found.push(`<${el.localName}>`);
  for (const el of doc.body.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || attr.name === "style" || attr.name === "srcdoc" || attr.name === "formaction") found.push(`${el.localName}[${attr.name}]`);
      if (!["href", "src", "action", "xlink:href", "data"].includes(attr.name)) continue;
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(attr.value.replace(/[\u0000-\u0020]/g, ""))?.[1]?.toLowerCase();
      if (scheme !== undefined && !["http", "https", "mailto", "tel"].includes(scheme)) found.push(`${el.localName}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

const CONTEXTS = [
  (p: string) => p,
  (p: string) => `<p>Before ${p} after</p>`,
  (p: string) => `<p><a href="${p}">link</a> <img src="${p}" alt="${p}"></p>`,
  (p: string) => `<table><tr><td>${p}</td></tr></table>`,
  (p: string) => `<a title='${p}' href="/x">x</a>`,
  (p: string) => `<drupal-media data-entity-uuid="${p}" data-entity-type="media"></drupal-media>${p}`,
];

describe("hostile CMS rich text", () => {
  it("leaves no executable markup for any payload in any context", () => {
    const failures: string[] = [];
    let tried = 0;
    for (const payload of XSS_PAYLOADS) {
      for (const context of CONTEXTS) {
        tried += 1;
        const out = sanitiseHtml(context(payload));
        const bad = executableParts(out);
        if (bad.length > 0) failures.push(`${JSON.stringify(payload)} → ${bad.join(", ")}`);
      }
    }
    expect(tried).toBe(XSS_PAYLOADS.length * CONTEXTS.length);
    expect(failures).toEqual([]);
  });

  it("keeps embedded media inert whatever its name and file URL", () => {
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const html = sanitiseHtml(`<drupal-media data-entity-type="media" data-entity-uuid="u1" data-entity-bundle="document"></drupal-media>`);
      const media = new Map([["u1", { name: payload, url: absoluteFileUrl(payload, "https://content.example.edu"), mime: payload, size: 10 }]]);
      const out = embedDrupalMedia(html, media, () => payload);
      const bad = executableParts(out);
      if (bad.length > 0) failures.push(`${JSON.stringify(payload)} → ${bad.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("would notice: most raw payloads, unsanitised, are executable", () => {
    const raw = XSS_PAYLOADS.filter((payload) => executableParts(`<a href="${payload}">x</a>${payload}`).length > 0);
    expect(raw.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.7);
  });

  it("keeps ordinary rich text", () => {
    expect(sanitiseHtml('<p>Hi <a href="/about-yu">about</a> <img src="/sites/default/files/a.png" alt="A"></p>'))
      .toBe('<p>Hi <a href="/about-yu">about</a> <img src="/sites/default/files/a.png" alt="A" /></p>');
  });
});
