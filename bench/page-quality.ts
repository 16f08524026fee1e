import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadJs } from "./first-load-js.ts";
import { loadedJs } from "./loaded-js.ts";
import { BENCH_BROWSER } from "../scripts/ensure-chromium.mjs";

const CHROMIUM = BENCH_BROWSER.path;
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export interface QualityRow {
  path: string;
  firstLoadKb: number;
  /** All JavaScript the browser fetched while loading, on-demand chunks included. */
  loadedKb: number;
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

/** Lighthouse's mobile run (its default: a throttled mid-range phone) of one page. */
async function lighthouseMobile(url: string): Promise<Omit<QualityRow, "path" | "firstLoadKb" | "loadedKb">> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) console.log(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The floor this host can reach: Lighthouse mobile of a bare Next page of the same size (framework-ceiling.ts), in
 * the same run, so that each template is read beside it rather than beside a score measured elsewhere.
 */
export async function benchQualityFloor(url: string): Promise<QualityRow> {
  return { path: "bare Next page (floor)", firstLoadKb: 0, loadedKb: 0, ...(await lighthouseMobile(url)) };
}

/** First-load JavaScript of each page, and a Lighthouse mobile run of those asked for. */
export async function benchQuality(origin: string, pages: { path: string; lighthouse: boolean }[]): Promise<QualityRow[]> {
  const rows: QualityRow[] = [];
  for (const page of pages) {
    await fetch(`${origin}${page.path}`); // rendered once, then measured from the cache as visitors get it
    const js = await firstLoadJs(origin, page.path);
    const loaded = await loadedJs(origin, page.path);
    const row: QualityRow = { path: page.path, firstLoadKb: js.gzipBytes / 1024, loadedKb: loaded.gzipBytes / 1024 };
    // Measured as a visitor meets it, rendered and cached already (the first visit after a deploy is not the case to tune).
    if (page.lighthouse) {
      await fetch(`${origin}${page.path}`);
      Object.assign(row, await lighthouseMobile(`${origin}${page.path}`));
    }
    rows.push(row);
  }
  return rows;
}

/** The goal beside the floor: each template within this many performance points and this much more TBT. */
const FLOOR_POINTS = 5;
const FLOOR_TBT_MS = 100;

export function printQuality(rows: QualityRow[], floor: QualityRow | null): void {
  console.log("\nPage quality (first-load JS gzip: the HTML's script tags and the scripts its loader adds after the first paint, budget 150 KB; all JS the browser loaded,");
  console.log(`on-demand chunks included; Lighthouse mobile preset; beside the bare page's floor of the same run, goal within ${FLOOR_POINTS} points and ${FLOOR_TBT_MS} ms TBT)\n`);
  console.log("| page | first-load JS KB | loaded JS KB | performance | accessibility | LCP ms | TBT ms | CLS | beside the floor |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  const n = (v: number | undefined, digits = 0) => (v === undefined ? "–" : v.toFixed(digits));
  const beside = (r: QualityRow) => {
    if (floor === null || r === floor || r.performance === undefined || floor.performance === undefined) return "";
    const points = r.performance - floor.performance;
    const tbt = (r.tbtMs ?? 0) - (floor.tbtMs ?? 0);
    const within = points >= -FLOOR_POINTS && tbt <= FLOOR_TBT_MS;
    return `${points >= 0 ? "+" : ""}${points} points, ${tbt >= 0 ? "+" : ""}${tbt.toFixed(0)} ms TBT${within ? "" : " (outside)"}`;
  };
  for (const r of floor === null ? rows : [floor, ...rows]) {
    const js = r === floor ? "– | –" : `${r.firstLoadKb.toFixed(1)} | ${r.loadedKb.toFixed(1)}`;
    console.log(`| ${r.path} | ${js} | ${n(r.performance)} | ${n(r.accessibility)} | ${n(r.lcpMs)} | ${n(r.tbtMs)} | ${n(r.cls, 3)} | ${beside(r)} |`);
  }
}
