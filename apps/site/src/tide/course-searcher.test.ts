import { afterEach, describe, expect, it, vi } from "vitest";
import { createCourseSearcher } from "./course-searcher";
import type { SearchResult } from "./search-response";

const result = (liveUrl: string): SearchResult => ({ rank: null, title: liveUrl, liveUrl, metaData: {} });
const input = (areaLabel: string, interestLabel: string | null = null) =>
  ({ collection: "c", audience: "domestic" as const, areaLabel, interestLabel, interestClass: "interestArea" });
const areaOf = (url: string) => new URL(url).searchParams.get("f.Study area|studyTopicArea") ?? "";

afterEach(() => {
  vi.useRealTimers();
});

describe("course searcher", () => {
  it("makes each planned request and merges the answers", async () => {
    const fetched: string[] = [];
    const searcher = createCourseSearcher(async (url) => {
      fetched.push(areaOf(url));
      return areaOf(url) === "Business" ? [result("/mba"), result("/dip")] : [result("/dip"), result("/dip-it")];
    }, () => {});
    const answer = await searcher.search("http://s/search.json", input("Business"));
    expect(fetched).toEqual(["Business", "Higher Education diploma"]);
    expect(answer.results.map((r) => r.liveUrl)).toEqual(["/mba", "/dip", "/dip-it"]);
    expect(answer).toMatchObject({ requests: 2, failed: 0 });
  });

  it("drops a failed request (reporting it) and keeps the others", async () => {
    const failures: string[] = [];
    const searcher = createCourseSearcher(async (url) => {
      if (areaOf(url) === "Secondary school (VCE)") throw new Error("down");
      return [result(`/${areaOf(url)}`)];
    }, (url) => failures.push(areaOf(url)));
    const answer = await searcher.search("http://s/search.json", input("VCE, preparation & English language"));
    expect(answer.results.map((r) => r.liveUrl)).toEqual(["/English preparation", "/Foundation studies"]);
    expect(answer).toMatchObject({ requests: 3, failed: 1 });
    expect(failures).toEqual(["Secondary school (VCE)"]);
  });

  it("does not keep a failure: the next visit asks again", async () => {
    let calls = 0;
    const searcher = createCourseSearcher(async () => {
      calls += 1;
      if (calls === 1) throw new Error("down");
      return [result("/a")];
    }, () => {});
    expect((await searcher.search("http://s", input("Trades"))).failed).toBe(1);
    expect((await searcher.search("http://s", input("Trades"))).results).toHaveLength(1);
  });

  it("keeps up to 24 answers for one hour", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    vi.advanceTimersByTime(1_000); // the cache reads a start time of 0 as "never expires"
    let calls = 0;
    const searcher = createCourseSearcher(async () => {
      calls += 1;
      return [result("/a")];
    }, () => {});
    const areas = Array.from({ length: 25 }, (_, i) => `Area ${i}`);
    for (const area of areas) await searcher.search("http://s", input(area));
    expect(calls).toBe(25);
    expect(searcher.size).toBe(24);
    await searcher.search("http://s", input("Area 24"));
    expect(calls).toBe(25);
    await searcher.search("http://s", input("Area 0"));
    expect(calls).toBe(26);
    vi.advanceTimersByTime(3_599_000);
    await searcher.search("http://s", input("Area 0"));
    expect(calls).toBe(26);
    vi.advanceTimersByTime(2_000);
    await searcher.search("http://s", input("Area 0"));
    expect(calls).toBe(27);
  });

  it("shares one call between concurrent identical requests", async () => {
    let calls = 0;
    const searcher = createCourseSearcher(async () => {
      calls += 1;
      return [result("/a")];
    }, () => {});
    await Promise.all([searcher.search("http://s", input("Law")), searcher.search("http://s", input("Law"))]);
    expect(calls).toBe(1);
  });
});
