import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA scan every page and state must pass with zero violations. */
export async function expectNoAxeViolations(page: Page, label = "page") {
  // After a client-side navigation the new page's head can arrive after its body: scan the page once it has its title.
  await expect(page, `a title on ${label}`).toHaveTitle(/\S/);
  // Violations only (axe still runs every rule, but details passing nodes of none), and in the page itself: the default
  // gathers each frame's results in a fresh blank page, which costs three to five times the scan. Legacy mode leaves
  // out cross-origin frames, which the default cannot scan here either (an embedded player is a browser error page
  // offline; axe's `frame-tested` says so as "incomplete" in both modes), and the scan of our own markup is the same.
  // (`options` replaces every option set before it: it comes first.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
