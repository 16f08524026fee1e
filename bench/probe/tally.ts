import { leakIn } from "../../e2e/support/hostile-corpus.ts";

/** What makes the probe fail; each finding is counted under one of these. */
export const FINDING_KINDS = ["script-ran", "unescaped-reflection", "off-site-redirect", "server-error", "leak",
  "missing-security-headers", "failed-check"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** An answer as the probe saw it (fetch or a raw socket). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The security headers every answer of either service must carry, 400/431 and redirects included. */
const REQUIRED_HEADERS = ["content-security-policy", "x-content-type-options"];

/** Counts requests and findings per group of checks, and keeps the first few findings of each kind to print. */
export class Tally {
  readonly requests = new Map<string, number>();
  readonly findings = new Map<FindingKind, string[]>();

  private count(group: string): void {
    this.requests.set(group, (this.requests.get(group) ?? 0) + 1);
  }

  find(kind: FindingKind, detail: string): void {
    const list = this.findings.get(kind) ?? [];
    list.push(detail);
    this.findings.set(kind, list);
  }

  /** A pass/fail check that is not about one answer's shape (a lockout, a CSV cell, a counter). */
  check(group: string, ok: boolean, detail: string): void {
    this.count(group);
    if (!ok) this.find("failed-check", `${group}: ${detail}`);
  }

  /** Every answer: no 5xx, no leak, the security headers, no Location off `origin`. */
  answer(group: string, label: string, answer: Answer, origin: string): void {
    this.count(group);
    if (answer.status >= 500) this.find("server-error", `${answer.status} ${label}`);
    const leak = leakIn(answer.body);
    if (leak !== null) this.find("leak", `${leak} ${label}`);
    const missing = REQUIRED_HEADERS.filter((name) => answer.headers[name] === undefined);
    if (missing.length > 0) this.find("missing-security-headers", `${answer.status} ${label} (no ${missing.join(", ")})`);
    const location = answer.headers.location;
    if (location !== undefined) {
      let target: string;
      try {
        target = new URL(location, origin).origin;
      } catch {
        target = "unparsable";
      }
      if (target !== origin) this.find("off-site-redirect", `${label} → ${location}`);
    }
  }

  total(): number {
    return [...this.findings.values()].reduce((sum, list) => sum + list.length, 0);
  }

  print(): void {
    console.log("\nrequests and checks per group:");
    for (const [group, count] of [...this.requests].sort()) console.log(`  ${group.padEnd(28)} ${count}`);
    console.log("\nfindings:");
    for (const kind of FINDING_KINDS) {
      const list = this.findings.get(kind) ?? [];
      console.log(`  ${kind.padEnd(28)} ${list.length}`);
      // Escaped: a finding may hold the control characters it was provoked with.
      for (const detail of list.slice(0, 20)) console.log(`      ${JSON.stringify(detail).slice(1, -1).slice(0, 200)}`);
      if (list.length > 20) console.log(`      … ${list.length - 20} more`);
    }
  }
}
