import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGETS, parseBudgets } from "./rate-limits";

describe("parseBudgets", () => {
  it("keeps the defaults when nothing is set", () => {
    expect(parseBudgets(undefined)).toEqual({ ok: true, budgets: DEFAULT_BUDGETS });
    expect(parseBudgets(" ")).toEqual({ ok: true, budgets: DEFAULT_BUDGETS });
  });

  it("overrides the named budgets, per minute unless a window is given", () => {
    const parsed = parseBudgets("suggest=120, search = 300/10");
    expect(parsed.ok && parsed.budgets.suggest).toEqual({ points: 120, seconds: 60 });
    expect(parsed.ok && parsed.budgets.search).toEqual({ points: 300, seconds: 10 });
    expect(parsed.ok && parsed.budgets.webform).toEqual(DEFAULT_BUDGETS.webform);
  });

  it("sizes the search budget for a class behind one address: 30 visitors, each 3 searches and a finder query a minute, twice over", () => {
    const perMinute = (DEFAULT_BUDGETS.search.points * 60) / DEFAULT_BUDGETS.search.seconds;
    expect(perMinute).toBeGreaterThanOrEqual(2 * 30 * (3 + 1));
    // …and still limits one client asking hundreds of new searches a minute.
    expect(perMinute).toBeLessThan(400);
  });

  it("names every entry it cannot read", () => {
    const parsed = parseBudgets("nonsense=1, suggest=0, chat=ten, login=5/0");
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems).toHaveLength(4);
  });
});
