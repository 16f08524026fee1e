import type { Check, Finding, PageInput } from "../check.ts";
import { parseBody } from "../html/body.ts";

/** 1 March 2026, 10:00 in Melbourne: the time the tests' checks run at. */
export const NOW = Date.parse("2026-03-01T10:00:00+11:00");

/** A basic page with `html` as its body; `page` overrides the rest. */
export function pageOf(html: string, page: Partial<PageInput> = {}): PageInput {
  return { type: "node--page", title: "Study with us", html, fields: {}, ...page };
}

/** The findings of one check on a page. */
export function check(c: Check, page: PageInput, now = NOW): Finding[] {
  return c.run({ page, body: parseBody(page.html), now });
}
