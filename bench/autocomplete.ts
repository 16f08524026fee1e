// Autocomplete load: POST /api/search-autocomplete on the site (both suggestion types, rotating realistic
// partial queries) and GET /s/suggest.json on the content service directly. Called by run.ts.
import { load, printRows, row, type LatencyRow } from "./latency.ts";

/** What people type into the search box: three to six letters of course words, and some page words. */
const COURSE_TEXT = ["acc", "accou", "nur", "nurs", "bus", "busin", "eng", "engin", "man", "manag", "edu", "educ", "psy", "psych",
  "sci", "law", "hea", "healt", "bac", "bach", "mas", "maste", "dip", "cer", "cert", "int", "intro", "dat", "data", "cyb",
  "soft", "mar", "mark", "fin", "art", "des", "med", "spo", "sport", "tea", "tou", "log", "env", "con", "pra", "fou", "adv", "ele"];
const PAGE_TEXT = ["stu", "stud", "new", "news", "eve", "even", "ope", "open", "sch", "scho", "int", "inter", "cam", "camp", "lib",
  "pol", "res", "rese", "app", "appl", "fee", "fees", "acc", "abo", "about", "car", "care", "onl", "onli", "sup", "supp"];

export const AUTOCOMPLETE_GOAL_P95_MS = 30;

interface Lookup {
  type: "suggestions" | "courses";
  text: string;
}

// Interleaved as the panel sends them: each lookup asks for suggestions and for courses.
const LOOKUPS: Lookup[] = COURSE_TEXT.flatMap((text, index) => {
  const page = PAGE_TEXT[index % PAGE_TEXT.length] ?? text;
  return [{ type: "courses" as const, text }, { type: "suggestions" as const, text: page }];
});

function suggestPath(lookup: Lookup, show: number, collection: string): string {
  const name = lookup.type === "courses" ? `${collection}-courses` : collection;
  return `/s/suggest.json?collection=${name}&partial_query=${encodeURIComponent(lookup.text)}&show=${show}`;
}

/** Each distinct query once, one at a time: the database's own cost, before any answer is cached. */
async function coldPass(contentUrl: string, collection: string): Promise<LatencyRow> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const lookup of LOOKUPS) {
    const t0 = performance.now();
    const res = await fetch(`${contentUrl}${suggestPath(lookup, 10, collection)}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (!res.ok) errors += 1;
  }
  return row(`content /s/suggest.json, each query once, uncached (${LOOKUPS.length} queries, 1 connection)`, latencies.map(Math.round),
    (performance.now() - started) / 1000, errors);
}

export interface AutocompleteOptions {
  siteUrl: string;
  contentUrl: string;
  connections: number;
  duration: number;
  collection?: string;
}

export async function benchAutocomplete(options: AutocompleteOptions): Promise<LatencyRow[]> {
  const { siteUrl, contentUrl, connections, duration } = options;
  const collection = options.collection ?? "yu-search";
  const rows: LatencyRow[] = [await coldPass(contentUrl, collection)];

  let next = 0;
  rows.push(await load(`content /s/suggest.json (${LOOKUPS.length} rotating queries)`, {
    url: contentUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: suggestPath(LOOKUPS[next++ % LOOKUPS.length]!, 10, collection) }) }],
  }));
  // A different show with every request defeats the content service's answer cache: the query path under load.
  let miss = 0;
  rows.push(await load("content /s/suggest.json, every request uncached (show varies)", {
    url: contentUrl, connections, duration,
    requests: [{ setupRequest: (req) => {
      const n = miss++;
      return { ...req, path: suggestPath(LOOKUPS[n % LOOKUPS.length]!, 11 + (Math.floor(n / LOOKUPS.length) % 40), collection) };
    } }],
  }));

  // The framework's own floor for a route handler on this machine, to read the autocomplete row against.
  rows.push(await load("site GET /api/health (route handler floor)", { url: siteUrl, connections, duration,
    requests: [{ path: "/api/health" }] }));
  // As above, a different show with every request: the site's and the content service's caches both miss.
  let posts = 0;
  rows.push(await load("site POST /api/search-autocomplete, every request uncached (show varies)", {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => {
      const n = posts++;
      const lookup = LOOKUPS[n % LOOKUPS.length]!;
      return { ...req, method: "POST", path: "/api/search-autocomplete", headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: lookup.type, params: { partial_query: lookup.text, show: 11 + (Math.floor(n / LOOKUPS.length) % 40) } }) };
    } }],
  }));
  let posted = 0;
  rows.push(await load(`site POST /api/search-autocomplete (${LOOKUPS.length} rotating bodies)`, {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => {
      const lookup = LOOKUPS[posted++ % LOOKUPS.length]!;
      return { ...req, method: "POST", path: "/api/search-autocomplete", headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: lookup.type, params: { partial_query: lookup.text, show: 10 } }) };
    } }],
  }));
  return rows;
}

export function printAutocomplete(rows: LatencyRow[], connections: number, duration: number): void {
  console.log(`\nSearch autocomplete: ${connections} connections, ${duration} s per load, loopback, 2 cores (goal: site p95 < ${AUTOCOMPLETE_GOAL_P95_MS} ms)\n`);
  printRows(rows);
  const site = rows.at(-1);
  if (site) console.log(`\nsite p95 ${site.p95.toFixed(1)} ms: goal ${site.p95 < AUTOCOMPLETE_GOAL_P95_MS ? "met" : "MISSED"}`);
}
