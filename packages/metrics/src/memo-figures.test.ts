import { describe, expect, it } from "vitest";
import { memoCacheFigures } from "./memo-figures.ts";
import { processRegistry } from "./process-registry.ts";

describe("memoCacheFigures", () => {
  it("counts each memo's lookups by result, every name of the fixed set from zero", async () => {
    const figuresOf = memoCacheFigures("test_memo_a", ["pages", "maps"]);
    const pages = figuresOf("pages");
    pages.lookup("miss");
    pages.lookup("hit");
    pages.lookup("hit");
    figuresOf("maps").lookup("shared");
    const text = await processRegistry("test_memo_a").metrics();
    expect(text).toContain('test_memo_a_memo_cache_lookups_total{cache="pages",result="hit"} 2');
    expect(text).toContain('test_memo_a_memo_cache_lookups_total{cache="pages",result="miss"} 1');
    expect(text).toContain('test_memo_a_memo_cache_lookups_total{cache="maps",result="shared"} 1');
    expect(text).toContain('test_memo_a_memo_cache_lookups_total{cache="maps",result="stale"} 0');
    expect(text).toContain('test_memo_a_memo_cache_lookups_total{cache="maps",result="failure"} 0');
  });

  it("counts into one metric however many copies ask for it", async () => {
    memoCacheFigures("test_memo_b", ["pages"])("pages").lookup("miss");
    memoCacheFigures("test_memo_b", ["pages"])("pages").lookup("miss");
    expect(await processRegistry("test_memo_b").metrics()).toContain('test_memo_b_memo_cache_lookups_total{cache="pages",result="miss"} 2');
  });

  it("reports the entries the watched memos of each name keep when read", async () => {
    const figuresOf = memoCacheFigures("test_memo_c", ["pages", "maps"]);
    const first = { size: 3 };
    const second = { size: 2 };
    figuresOf("pages").watch(first);
    figuresOf("pages").watch(second);
    figuresOf("maps").watch({ size: 0 });
    expect(await processRegistry("test_memo_c").metrics()).toContain('test_memo_c_memo_cache_entries{cache="pages"} 5');
    first.size = 1;
    const text = await processRegistry("test_memo_c").metrics();
    expect(text).toContain('test_memo_c_memo_cache_entries{cache="pages"} 3');
    expect(text).toContain('test_memo_c_memo_cache_entries{cache="maps"} 0');
  });
});
