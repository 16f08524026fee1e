/**
 * The site's per-visitor budgets for what writes or costs (each visitor's own bucket, per site, shared by every
 * instance when REDIS_URL is set). Pure. SITE_RATE_LIMITS overrides any of them: `name=points` (per minute) or
 * `name=points/seconds`, comma-separated, e.g. `suggest=120,search=300/60`.
 */
export const BUDGET_NAMES = ["webform", "upload", "ask-student", "chat", "login", "suggest", "search", "revalidate"] as const;
export type BudgetName = (typeof BUDGET_NAMES)[number];

export interface Budget {
  /** Requests allowed per window. */
  points: number;
  /** The window, in seconds (a fixed window per visitor, starting with its first request). */
  seconds: number;
}

export const DEFAULT_BUDGETS: Readonly<Record<BudgetName, Budget>> = {
  /** POST /api/webform/{id}: answers to a web form (the content service also allows 10 per form per visitor). */
  webform: { points: 20, seconds: 60 },
  /** POST /api/webform/{id}/upload: one file each. */
  upload: { points: 30, seconds: 60 },
  /** POST /api/ask-a-student: a question to a student, stored as a submission. */
  "ask-student": { points: 10, seconds: 60 },
  /** POST /api/chat/ask: each question is a site search. */
  chat: { points: 20, seconds: 60 },
  /** POST /api/editor/login: attempts (the content service also counts failures per account and address). */
  login: { points: 10, seconds: 60 },
  /** POST /api/search-autocomplete and /search/openSearchQueries: suggestions as the visitor types. */
  suggest: { points: 60, seconds: 60 },
  /**
   * The searches that reach the search service from /search, the course finder, the scholarship finder and their
   * results (page-steps/search-budget.ts): an answer from a cache is free. Twice what 30 people behind one address
   * (a class) ask in a minute, each with 3 searches and a finder query, every one new (docs/security.md, "Rate limits").
   */
  search: { points: 240, seconds: 60 },
  /** POST /api/revalidate: by the content system, with the shared secret (bounds guessing it). */
  revalidate: { points: 60, seconds: 60 },
};

export type BudgetParse = { ok: true; budgets: Record<BudgetName, Budget> } | { ok: false; problems: string[] };

function isBudgetName(name: string): name is BudgetName {
  return (BUDGET_NAMES as readonly string[]).includes(name);
}

/** The defaults with SITE_RATE_LIMITS's overrides; every entry it cannot read is named. */
export function parseBudgets(text: string | undefined): BudgetParse {
  const budgets: Record<BudgetName, Budget> = { ...DEFAULT_BUDGETS };
  const problems: string[] = [];
  for (const item of (text ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "")) {
    const match = /^([a-z-]+)\s*=\s*(\d{1,9})(?:\s*\/\s*(\d{1,6}))?$/.exec(item);
    const name = match?.[1] ?? "";
    if (!match || !isBudgetName(name)) {
      problems.push(`"${item}" is not name=points or name=points/seconds with a name of ${BUDGET_NAMES.join(", ")}`);
      continue;
    }
    const points = Number(match[2]);
    const seconds = match[3] === undefined ? 60 : Number(match[3]);
    if (points < 1 || seconds < 1) {
      problems.push(`"${item}" needs at least 1 point and 1 second`);
      continue;
    }
    budgets[name] = { points, seconds };
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, budgets };
}
