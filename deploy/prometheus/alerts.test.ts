import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { knownMetricNames } from "./known-metrics";
import { metricNames } from "./promql-names";

const root = fileURLToPath(new URL("../../", import.meta.url));
const alertsFile = fileURLToPath(new URL("./alerts.yml", import.meta.url));
const dashboardFile = fileURLToPath(new URL("../grafana/yu-dashboard.json", import.meta.url));
const promtool = spawnSync("sh", ["-c", "command -v promtool"], { encoding: "utf8" }).stdout.trim();

/** The alert rules' expressions: each `expr:` (one line, or a `|` block indented below it). */
function alertExpressions(text: string): string[] {
  const lines = text.split("\n");
  const exprs: string[] = [];
  lines.forEach((line, i) => {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) return;
    if (match[2] !== "|") return void exprs.push(match[2]!);
    const block: string[] = [];
    for (let j = i + 1; j < lines.length && (lines[j]!.trim() === "" || lines[j]!.search(/\S/) > match[1]!.length); j += 1) block.push(lines[j]!);
    exprs.push(block.join("\n"));
  });
  return exprs;
}

interface Panel { title: string; type: string; targets?: { expr: string }[]; panels?: Panel[] }

describe("the alerts and the dashboard as code", () => {
  it.skipIf(!promtool)(promtool ? "the alert rules pass promtool check rules" : "promtool is not installed (Debian's prometheus package): rules not checked", () => {
    const check = spawnSync(promtool, ["check", "rules", alertsFile], { encoding: "utf8" });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
  });

  it("reads the names of a PromQL expression's metrics, not its functions, labels or keywords", () => {
    expect(metricNames('sum by (le, kind) (rate(a_total{status="5xx", x=~"b|c"}[5m])) / on() b_count > 0 unless up == 0').sort())
      .toEqual(["a_total", "b_count", "up"]);
  });

  it("reads only metrics the apps publish or the exporters' known names, in every alert and every dashboard panel", async () => {
    const known = await knownMetricNames(root);
    // The list is honest: the apps' own families are found in their code.
    for (const name of ["site_http_request_duration_seconds_bucket", "site_publish_to_live_seconds_count", "site_page_cache_lookups_total",
      "content_publish_notifications_total", "site_nodejs_eventloop_lag_p99_seconds"]) expect(known, name).toContain(name);
    const alerts = alertExpressions(readFileSync(alertsFile, "utf8"));
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    const dashboard = JSON.parse(readFileSync(dashboardFile, "utf8")) as { panels: Panel[]; uid: string };
    const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]).filter((panel) => panel.type !== "row");
    expect(panels.length).toBeGreaterThanOrEqual(20);
    const exprs = [...alerts.map((expr) => ["alert", expr]), ...panels.flatMap((panel) => (panel.targets ?? []).map((t) => [panel.title, t.expr]))];
    const unknown = exprs.flatMap(([where, expr]) => metricNames(expr!).filter((name) => !known.has(name)).map((name) => `${where}: ${name}`));
    expect(unknown).toEqual([]);
    // Every family the brief of the dashboard names has a panel.
    const all = exprs.map(([, expr]) => expr).join("\n");
    for (const family of ["site_http_request_duration_seconds", "content_http_request_duration_seconds", "site_page_cache_lookups_total",
      "varnish_main_cache_hit", "content_webform_submissions_total", "site_rate_limit_refusals_total", "site_publish_to_live_seconds",
      "nodejs_eventloop_lag", "redis_", "pg_"]) expect(all, family).toContain(family);
  });
});
