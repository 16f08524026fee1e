import type { Check, Finding, PageInput } from "./check.ts";
import { CHECKS } from "./checks.ts";
import { parseBody } from "./html/body.ts";

export interface RunOptions {
  /** The time the checks run at (milliseconds): what "passed" and "closed" are measured against. */
  now: number;
  /** The checks to run; all of them by default. */
  checks?: readonly Check[];
}

const ORDER = { error: 0, warning: 1, tip: 2 } as const;

/** Every finding of the checks on `page`, errors first, each severity in the checks' order. Parses the body once. */
export function runChecks(page: PageInput, { now, checks = CHECKS }: RunOptions): Finding[] {
  const input = { page, body: parseBody(page.html), now };
  const findings = checks.flatMap((check) => check.run(input));
  // Array.prototype.sort is stable: within a severity, findings keep the table's order and the page's.
  return findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}
