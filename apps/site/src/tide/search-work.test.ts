import { afterEach, describe, expect, it } from "vitest";
import { searchCourses } from "./course-search";
import { setTideFetch } from "./http";
import { fetchSearch } from "./search-client";
import { closeSearchWork, noSearchWork, noteSearchCall, openSearchWork } from "./search-work";

/** A search service that answers every request with no results, counting them. */
function countingService(): { calls: string[] } {
  const seen = { calls: [] as string[] };
  setTideFetch(async (url) => {
    seen.calls.push(url);
    await new Promise((r) => setTimeout(r, 5));
    return new Response(JSON.stringify({ response: { resultPacket: { results: [] }, facets: [] } }), {
      status: 200, headers: { "content-type": "application/json" },
    });
  });
  return seen;
}

const unique = () => `tally ${Math.random().toString(36).slice(2)}`;

afterEach(() => {
  setTideFetch(null);
  noSearchWork();
});

describe("the searches a request made the service run", () => {
  it("counts a search that reached the service, and not one the memo answered", async () => {
    const service = countingService();
    const query = unique();
    const first = openSearchWork();
    await fetchSearch([["query", query]]);
    expect(closeSearchWork(first)).toBe(1);
    const again = openSearchWork();
    await fetchSearch([["query", query]]);
    expect(closeSearchWork(again)).toBe(0);
    expect(service.calls).toHaveLength(1);
  });

  it("counts a shared call once, for the request that made it", async () => {
    countingService();
    const query = unique();
    const asking = openSearchWork();
    const made = fetchSearch([["query", query]]);
    const sharing = await Promise.resolve().then(async () => {
      const own = openSearchWork();
      await fetchSearch([["query", query]]);
      return own;
    });
    await made;
    expect([closeSearchWork(asking), closeSearchWork(sharing)]).toEqual([1, 0]);
  });

  it("counts each of a study area's course searches that reached the service", async () => {
    const service = countingService();
    const area = unique();
    const work = openSearchWork();
    const answer = await searchCourses({ audience: "domestic", areaLabel: area, interestLabel: null });
    expect(answer.requests).toBeGreaterThan(0);
    expect(closeSearchWork(work)).toBe(answer.requests);
    expect(service.calls.length).toBe(answer.requests);
    const again = openSearchWork();
    await searchCourses({ audience: "domestic", areaLabel: area, interestLabel: null });
    expect(closeSearchWork(again)).toBe(0);
  });

  it("notes nothing for a request that has no tally, and nothing after it was answered unless asked to", () => {
    noSearchWork();
    noteSearchCall();
    const work = openSearchWork();
    expect(closeSearchWork(work)).toBe(0);
    noteSearchCall();
    expect(closeSearchWork(work)).toBe(0);
    const late: number[] = [];
    const left = openSearchWork();
    closeSearchWork(left, () => late.push(1));
    noteSearchCall();
    noteSearchCall();
    expect(late).toEqual([1, 1]);
  });
});
