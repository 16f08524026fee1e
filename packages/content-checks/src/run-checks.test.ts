import { describe, expect, it } from "vitest";
import { CHECKS } from "./checks.ts";
import { runChecks } from "./run-checks.ts";
import { summarise } from "./summarise.ts";
import { NOW, pageOf } from "./testing/check-page.ts";

/** A page with a fault of several kinds, as an editor might leave it. */
const FAULTY = pageOf(`<h2>Getting help</h2>
<p>Talk to us about anything. <a href="/current-students/counselling">Click here</a>.</p>
<img src="/sites/default/files/2026-02/IMG_2041.jpg">
<h4>Read the guide</h4>
<p><a href="/sites/default/files/site/documents/safer-community-guide.pdf">Safer Community guide</a></p>`, {
  links: [{ href: "/current-students/counselling", status: "unpublished" }],
});

describe("CHECKS", () => {
  it("has one entry per id, each with a title", () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CHECKS) expect(c.title).not.toBe("");
  });
});

describe("runChecks", () => {
  it("gives every finding, errors first, then warnings, each in the table's order", () => {
    expect(runChecks(FAULTY, { now: NOW }).map((f) => [f.severity, f.check])).toEqual([
      ["error", "image-alt"],
      ["error", "broken-internal-link"],
      ["warning", "heading-order"],
      ["warning", "link-text"],
      ["warning", "document-link"],
    ]);
  });

  it("runs only the checks asked for, and finds nothing on a clean page", () => {
    expect(runChecks(FAULTY, { now: NOW, checks: CHECKS.filter((c) => c.id === "link-text") })).toHaveLength(1);
    expect(runChecks(pageOf("<h2>Sport</h2>\n<p>Join one of our <a href=\"/sport/clubs\">sports clubs</a>.</p>"), { now: NOW })).toEqual([]);
  });
});

describe("summarise", () => {
  it("counts by severity and by check", () => {
    expect(summarise(runChecks(FAULTY, { now: NOW }))).toEqual({
      total: 5,
      bySeverity: { error: 2, warning: 3, tip: 0 },
      byCheck: { "image-alt": 1, "broken-internal-link": 1, "heading-order": 1, "link-text": 1, "document-link": 1 },
    });
    expect(summarise([])).toEqual({ total: 0, bySeverity: { error: 0, warning: 0, tip: 0 }, byCheck: {} });
  });
});
