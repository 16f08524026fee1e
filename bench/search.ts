// Site search load: the /search results page on the site and GET /s/search.json on the content service, with
// rotating realistic queries, cached (the site keeps identical search answers a minute) and uncached (every
// request a new combination of query, tab, sort and page). Called by run.ts.
import { firstLoadJs } from "./first-load-js.ts";
import { loadedJs } from "./loaded-js.ts";
import { load, onePass, printRows, type LatencyRow } from "./latency.ts";

/** What people search a university site for: course words, services, and a few phrases. */
const QUERIES = ["business", "nursing", "engineering", "law", "education", "psychology", "accounting", "data science",
  "cyber security", "sport", "fees", "how to apply", "scholarships", "open day", "graduation", "research",
  "international students", "teaching", "marketing", "health", "masters", "diploma", "certificate", "short course",
  "campus", "library", "careers", "apprenticeship", "construction", "biomedical", "management", "information technology",
  "exercise science", "early childhood", "criminology", "logistics", "finance", "software", "community", "design"];
const TABS = ["", "courses", "news", "events", "people"];
const SORTS = ["", "title", "date"];

export const SEARCH_GOAL_P95_MS = 100;

const sitePath = (query: string, tab = "", sort = "", page = 1) => {
  const params = new URLSearchParams({ query });
  if (tab) params.set("tab", tab);
  if (sort) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
};

const servicePath = (query: string, start = 1) =>
  `/s/search.json?${new URLSearchParams({ collection: "yu-search", profile: "_default", query, num_ranks: "10", start_rank: String(start) }).toString()}`;

/** Every request a combination not asked before (query × tab × sort × page: 6,000 of them). */
function uncachedPath(n: number): string {
  const query = QUERIES[n % QUERIES.length]!;
  const rest = Math.floor(n / QUERIES.length);
  return sitePath(query, TABS[rest % TABS.length], SORTS[Math.floor(rest / TABS.length) % SORTS.length], 1 + (Math.floor(rest / 15) % 10));
}

export interface SearchBenchOptions {
  siteUrl: string;
  contentUrl: string;
  connections: number;
  duration: number;
}

export interface SearchBench {
  rows: LatencyRow[];
  firstLoadKb: number;
  loadedKb: number;
}

export async function benchSearch(options: SearchBenchOptions): Promise<SearchBench> {
  const { siteUrl, contentUrl, connections, duration } = options;
  const rows: LatencyRow[] = [];
  rows.push(await onePass(`content /s/search.json, each query once, uncached (${QUERIES.length} queries, 1 connection)`, contentUrl,
    QUERIES.map((q) => servicePath(q, 11))));
  rows.push(await onePass(`site /search, each query once, uncached (${QUERIES.length} queries, 1 connection)`, siteUrl,
    QUERIES.map((q) => sitePath(q, "", "", 2))));

  let n = 0;
  rows.push(await load(`content /s/search.json (${QUERIES.length} rotating queries)`, {
    url: contentUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: servicePath(QUERIES[n++ % QUERIES.length]!) }) }],
  }));
  let m = 0;
  rows.push(await load("site /search, every request uncached (query × tab × sort × page)", {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: uncachedPath(m++) }) }],
  }));
  // The same few searches again and again, as on a real day: upstream answers come from the site's minute cache.
  await onePass("warm-up", siteUrl, QUERIES.map((q) => sitePath(q)));
  let k = 0;
  rows.push(await load(`site /search (${QUERIES.length} rotating queries, answers cached)`, {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: sitePath(QUERIES[k++ % QUERIES.length]!) }) }],
  }));

  const first = await firstLoadJs(siteUrl, sitePath("business"));
  const loaded = await loadedJs(siteUrl, sitePath("business"));
  return { rows, firstLoadKb: first.gzipBytes / 1024, loadedKb: loaded.gzipBytes / 1024 };
}

export function printSearch(bench: SearchBench, connections: number, duration: number): void {
  console.log(`\nSite search: ${connections} connections, ${duration} s per load, loopback, 2 cores (goal: site p95 < ${SEARCH_GOAL_P95_MS} ms)\n`);
  printRows(bench.rows);
  const cached = bench.rows.at(-1);
  if (cached) console.log(`\nsite /search p95 ${cached.p95.toFixed(1)} ms with answers cached: goal ${cached.p95 < SEARCH_GOAL_P95_MS ? "met" : "MISSED"}`);
  console.log(`first-load JavaScript of /search: ${bench.firstLoadKb.toFixed(1)} KB gzip; everything a browser loads: ${bench.loadedKb.toFixed(1)} KB`);
}
