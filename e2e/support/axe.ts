import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The WCAG 2.2 AA rules every page and state is held to. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core in a frame, once per document: a page scanned in several states (a menu open, a form's errors) keeps the
 * copy its first scan brought, and its engine already compiled, instead of parsing half a megabyte again per scan.
 * A frame the browser will not run it in (detached, or an error page) is left out, as axe's own integration does.
 */
async function injectAxe(frame: Frame) {
  const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function").catch(() => false);
  if (present) return;
  // Frames of other origins are not asked for their results (axe calls them "incomplete" under `frame-tested`).
  await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ["<same_origin>"] });`).catch(() => undefined);
}

/** The WCAG 2.2 AA scan every page and state must pass with zero violations. */
export async function expectNoAxeViolations(page: Page, label = "page") {
  // After a client-side navigation the new page's head can arrive after its body: scan the page once it has its title.
  await expect(page, `a title on ${label}`).toHaveTitle(/\S/);
  for (const frame of page.frames()) await injectAxe(frame);
  // Violations only: axe still runs every rule, but details passing nodes of none. Same-origin frames are scanned
  // from the page, through axe's own messages between its copies.
  const summary = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (axe === undefined) throw new Error("axe-core did not load in the page");
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, TAGS);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
