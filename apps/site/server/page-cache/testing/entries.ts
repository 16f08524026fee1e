// Entries as Next hands them to the page cache, for its tests.

export const PAGE_CONTEXT = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as const;
export const CACHE_CONTROL = { revalidate: 60, expire: 31_536_000 };

/** A page with a payload, two prefetch segments and the given tags (Next's `x-next-cache-tags`). */
export function appPage(tags: string[]) {
  return {
    kind: "APP_PAGE" as const,
    html: "<!DOCTYPE html><html><body>Über uns</body></html>",
    rscData: Buffer.from([0, 1, 2, 254, 255, 0x3a]),
    segmentData: new Map([
      ["/_tree", Buffer.from("tree \u00e9")],
      ["/_full", Buffer.from([255, 0, 128])],
    ]),
    headers: { "x-nextjs-stale-time": "300", "x-next-cache-tags": tags.join(",") } as Record<string, string>,
    status: 200,
    postponed: undefined,
  };
}

/** A content read, with the tags the content service sent with it. */
export function fetched(sectionTags: string, revalidate: number | false = 60) {
  return {
    kind: "FETCH" as const,
    data: { headers: { "content-type": "application/vnd.api+json", "section-cache-tags": sectionTags }, body: "eyJkYXRhIjpbXX0=", url: "http://content/api/v1/route", status: 200 },
    revalidate,
  };
}

let tagCount = 0;
/** A tag no other test has touched (tag marks are shared by every namespace). */
export const freshTag = (name: string) => `${name}:${process.pid}-${Date.now()}-${++tagCount}`;
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
