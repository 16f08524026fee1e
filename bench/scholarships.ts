// Finding a scholarship under load: the scholarship finder (/scholarships) over rotating words, filters, sorts,
// audiences, open or closed, and narrowed to a course, on the catalogue the bench seeded (BENCH_SCALE: one
// scholarship for every four courses). First each address once (its answer computed and cached), then the same
// most asked of them rotating, as visitors meet them again: the budget is p95 under 100 ms at 10 connections with
// the answers cached. That working set is 144 addresses (the words, filters and sorts, no switch): a site instance's own
// page cache holds 64 MB, about 300 finder pages, and 576 addresses in a cycle would miss it every time (a cache
// that big belongs to Redis and Varnish in the production topology). Called by run.ts.
import { firstLoadJs } from "./first-load-js.ts";
import { load, onePass, printRows, type LatencyRow } from "./latency.ts";

const QUERIES = ["", "nursing", "first in family", "international", "accommodation", "research", "engineering", "regional"];
const FILTERS = ["", "f.Study+level%7CstudyLevel=Postgraduate", "f.Study+area%7CstudyTopicArea=Business", "f.Support%7Csupport=Cash+payment",
  "f.Equity+group%7CequityGroup=First+in+family", "f.Selection%7Cselection=Automatic"];
const SORTS = ["", "sort=dmetavalueSort", "sort=relevance"];
const SWITCHES = ["", "audience=international", "status=closed", "course=HBNS"];

/** The n-th finder address: query × filter × sort × switch (576 of them). */
function finderPath(n: number): string {
  const pick = <T>(list: readonly T[], step: number) => list[Math.floor(n / step) % list.length]!;
  const query = pick(QUERIES, 1);
  const parts = [query ? `query=${encodeURIComponent(query)}` : "", pick(FILTERS, QUERIES.length),
    pick(SORTS, QUERIES.length * FILTERS.length), pick(SWITCHES, QUERIES.length * FILTERS.length * SORTS.length)].filter((p) => p !== "");
  return parts.length === 0 ? "/scholarships" : `/scholarships?${parts.join("&")}`;
}
const FINDER_PAGES = Array.from({ length: QUERIES.length * FILTERS.length * SORTS.length * SWITCHES.length }, (_, n) => finderPath(n));

export interface ScholarshipsBench {
  rows: LatencyRow[];
  finderKb: number;
}

export async function benchScholarships({ siteUrl, connections, duration }: { siteUrl: string; connections: number; duration: number }):
  Promise<ScholarshipsBench> {
  const rows: LatencyRow[] = [];
  rows.push(await onePass(`scholarship finder, first visit each (${FINDER_PAGES.length} addresses, 1 connection)`, siteUrl, FINDER_PAGES));
  const repeated = FINDER_PAGES.slice(0, QUERIES.length * FILTERS.length * SORTS.length);
  rows.push(await onePass(`scholarship finder, the ${repeated.length} most asked, first visit each`, siteUrl, repeated));
  let f = 0;
  rows.push(await load(`scholarship finder, answers cached, rotating (${repeated.length} addresses)`, {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: repeated[f++ % repeated.length]! }) }],
  }));
  const finder = await firstLoadJs(siteUrl, "/scholarships?query=nursing");
  return { rows, finderKb: finder.gzipBytes / 1024 };
}

export function printScholarships(bench: ScholarshipsBench, connections: number, duration: number): void {
  console.log(`\nFinding a scholarship: ${connections} connections, ${duration} s per load, loopback, 2 cores (budget: p95 < 100 ms, answers cached)\n`);
  printRows(bench.rows);
  console.log(`first-load JavaScript: scholarship finder ${bench.finderKb.toFixed(1)} KB gzip`);
}
