import type { Finding, Severity } from "./check.ts";

export interface Summary {
  total: number;
  bySeverity: Record<Severity, number>;
  /** Findings per check id, only the checks that found something. */
  byCheck: Record<string, number>;
}

/** Counts of `findings` by severity and by check: a page's badge, the report's columns, the metrics. */
export function summarise(findings: readonly Finding[]): Summary {
  const bySeverity: Record<Severity, number> = { error: 0, warning: 0, tip: 0 };
  const byCheck: Record<string, number> = {};
  for (const f of findings) {
    bySeverity[f.severity] += 1;
    byCheck[f.check] = (byCheck[f.check] ?? 0) + 1;
  }
  return { total: findings.length, bySeverity, byCheck };
}
