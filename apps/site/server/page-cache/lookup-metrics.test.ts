import { processRegistry } from "@yu/metrics";
import { describe, expect, it } from "vitest";
import { countLookup } from "./lookup-metrics.mjs";

async function count(store: string, kind: string, result: string) {
  const text = await processRegistry("site").metrics();
  const line = text.split("\n").find((row) => row.startsWith(`site_page_cache_lookups_total{store="${store}",kind="${kind}",result="${result}"}`));
  return line === undefined ? 0 : Number(line.split(" ").at(-1));
}

describe("the page cache's lookups", () => {
  it("are counted by store, kind of entry and result; an unknown kind as OTHER", async () => {
    const before = { page: await count("redis", "APP_PAGE", "stale"), other: await count("memory", "OTHER", "miss") };
    countLookup("redis", "APP_PAGE", "stale");
    countLookup("redis", "APP_PAGE", "stale");
    countLookup("memory", "SOMETHING_NEW", "miss");
    countLookup("memory", undefined, "miss");
    expect(await count("redis", "APP_PAGE", "stale")).toBe(before.page + 2);
    expect(await count("memory", "OTHER", "miss")).toBe(before.other + 2);
  });
});
