import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
await chrome.kill();
const lhr = r!.lhr;
console.log("perf", lhr.categories.performance!.score, "LCP", lhr.audits["largest-contentful-paint"]!.numericValue, "FCP", lhr.audits["first-contentful-paint"]!.numericValue, "SI", lhr.audits["speed-index"]!.numericValue, "TBT", lhr.audits["total-blocking-time"]!.numericValue);
for (const id of ["largest-contentful-paint-element", "render-blocking-resources", "render-blocking-insight", "lcp-discovery-insight", "lcp-phases-insight", "network-dependency-tree-insight"]) {
  const a = lhr.audits[id]; if (!a) continue;
  console.log("==", id, a.displayValue ?? "", String(JSON.stringify(a.details) ?? "").slice(0, 1500));
}
