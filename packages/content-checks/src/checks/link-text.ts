import type { Element } from "domhandler";
import { elements, placeOf, textOf } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

/** Words that say nothing of where a link goes when read on their own (a screen reader's list of links). */
const VAGUE = new Set(["click here", "click", "here", "read more", "more", "learn more", "find out more", "more info",
  "more information", "link", "this link", "this page", "details", "go", "continue"]);
const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

/** What a screen reader reads for a link: its aria-label, else its text and its images' alternative text. */
function accessibleName(a: Element): string {
  const label = a.attribs["aria-label"]?.trim();
  if (label) return label;
  const alts = elements(a, "img").map((img) => img.attribs.alt?.trim() ?? "").filter(Boolean);
  return [textOf(a), ...alts].filter(Boolean).join(" ");
}

export const linkText: Check = {
  id: "link-text",
  severity: "warning",
  title: "Link text without meaning out of context",
  run({ body }) {
    return elements(body, "a").filter((a) => a.attribs.href !== undefined).flatMap((a) => {
      const name = accessibleName(a);
      const plain = name.toLowerCase().replace(/[.…:!›»→\s]+$/u, "").trim();
      if (!name) return [finding(this, "This link has no text: add words that say where it goes.", placeOf(a, a.attribs.href))];
      if (VAGUE.has(plain)) {
        return [finding(this, `"${name}" does not say where the link goes: use the name of the page or what the reader will do there.`, placeOf(a))];
      }
      if (BARE_URL.test(name)) {
        return [finding(this, "This link's text is a web address: use the name of the page instead, which reads better and survives a move.", placeOf(a))];
      }
      return [];
    });
  },
};
