import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { getAllResources, getCollection, getPage, nextLinkToResource, remainingOffsets, UNEXPECTED_NEXT_URL } from "./list";
import { gate } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { collectionPage } from "./testing/payloads";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const ctx = { siteId: "7" };
const news = `${TEST_BASE}/api/v1/node/news?site=7&sort=-created`;
const first = `${news}&page[limit]=50`;
const at = (offset: number) => `${news}&page[offset]=${offset}&page[limit]=50`;

const tide = fakeTide();

describe("paging helpers", () => {
  it("computes the offsets after page 1", () => {
    expect(remainingOffsets(0)).toEqual([]);
    expect(remainingOffsets(50)).toEqual([]);
    expect(remainingOffsets(51)).toEqual([50]);
    expect(remainingOffsets(120)).toEqual([50, 100]);
  });

  it("reduces next links to a resource path, or raises the unexpected next url error", () => {
    expect(nextLinkToResource("https://c.example/api/v1/node/news?page%5Boffset%5D=50")).toBe("node/news?page%5Boffset%5D=50");
    expect(() => nextLinkToResource("https://c.example/jsonapi/node/news")).toThrow(UNEXPECTED_NEXT_URL);
  });
});

describe("getAllResources", () => {
  it("fetches page 1, then offsets 50 and 100 together, in order", async () => {
    const g50 = gate({ body: collectionPage("node/news", 120, 50) });
    const g100 = gate({ body: collectionPage("node/news", 120, 100, "string") });
    tide.use({ [first]: { body: collectionPage("node/news", 120, 0, "string") }, [at(50)]: g50.handler, [at(100)]: g100.handler });
    const pending = getAllResources("node/news", { sort: "-created" }, ctx);
    // Both later pages are requested before either answers.
    await vi.waitFor(() => expect(g50.waiting() + g100.waiting()).toBe(2));
    g100.release();
    g50.release();
    const items = await pending;
    expect(items).toHaveLength(120);
    expect(items.map((r) => r.id).slice(48, 52)).toEqual(["id-48", "id-49", "id-50", "id-51"]);
    expect(items.at(-1)?.id).toBe("id-119");
    expect(tide.fake.calls.map((c) => c.url)).toEqual([first, at(50), at(100)]);
  });

  it("makes one request when everything fits on page 1", async () => {
    tide.use({ [first]: { body: collectionPage("node/news", 12, 0) } });
    expect(await getAllResources("node/news", { sort: "-created" }, ctx)).toHaveLength(12);
    expect(tide.fake.calls).toHaveLength(1);
  });

  it("yields [] and logs when page 1 fails", async () => {
    tide.use({ [first]: { status: 500, body: { errors: [{ status: 500, title: "Boom" }] } } });
    expect(await getAllResources("node/news", { sort: "-created" }, ctx)).toEqual([]);
    expect(tide.logged()).toEqual([expect.objectContaining({ level: "error", msg: "Failed to get a entity list from Tide API for node/news", status: 500 })]);
  });

  it("logs and skips a later page that fails", async () => {
    tide.use({
      [first]: { body: collectionPage("node/news", 120, 0) },
      [at(50)]: { status: 503, body: { errors: [{ status: "503", title: "Busy" }] } },
      [at(100)]: { body: collectionPage("node/news", 120, 100) },
    });
    const items = await getAllResources("node/news", { sort: "-created" }, ctx);
    expect(items).toHaveLength(70);
    expect(tide.logged()).toEqual([expect.objectContaining({ level: "warn", msg: "Failed to get a entity list from Tide API for node/news (offset 50)" })]);
  });

  it("treats an unexpected next link on page 1 as a failed list", async () => {
    tide.use({ [first]: { body: { data: [], meta: { count: 80 }, links: { next: "https://c.example/jsonapi/node/news?page=2" } } } });
    expect(await getAllResources("node/news", { sort: "-created" }, ctx)).toEqual([]);
    expect(tide.logged()[0]).toMatchObject({ msg: "Failed to get a entity list from Tide API for node/news", error: UNEXPECTED_NEXT_URL });
  });

  it("follows next links one by one when the API gives no count", async () => {
    const page = (offset: number, next: string | null) => ({
      data: [{ type: "node--news", id: `n${offset}` }],
      ...(next ? { links: { next: { href: next } } } : {}),
    });
    const second = `${TEST_BASE}/api/v1/node/news?site=7&page%5Boffset%5D=50`;
    tide.use({ [first]: { body: page(0, second) }, [second]: { body: page(50, null) } });
    const items = await getAllResources("node/news", { sort: "-created" }, ctx);
    expect(items.map((r) => r.id)).toEqual(["n0", "n50"]);
  });

  it("merges included resources of all pages without duplicates", async () => {
    tide.use({ [first]: { body: collectionPage("node/news", 60, 0) }, [at(50)]: { body: collectionPage("node/news", 60, 50) } });
    const all = await getCollection("node/news", { sort: "-created" }, ctx, { tags: ["news"] });
    expect(all.data).toHaveLength(60);
    expect(all.included).toHaveLength(1);
    expect(tide.fake.calls[1]?.init.next).toEqual({ revalidate: 60, tags: ["yu:news"] });
  });
});

describe("getPage", () => {
  it("fetches one page at the requested offset with its count and next resource", async () => {
    tide.use({ [at(50)]: { body: collectionPage("node/news", 120, 50) } });
    const page = await getPage("node/news", { sort: "-created", page: { offset: 50, limit: 50 } }, ctx);
    expect(page.data).toHaveLength(50);
    expect(page.included).toHaveLength(1);
    expect(page.count).toBe(120);
    expect(page.next).toBe("node/news?site=7&page%5Boffset%5D=100&page%5Blimit%5D=50");
  });

  it("caps the limit at 50 and defaults to page 1", async () => {
    tide.use({ [first]: { body: { data: [] } } });
    const page = await getPage("node/news", { sort: "-created", page: { limit: 500 } }, ctx);
    expect(page).toMatchObject({ data: [], count: null, next: null });
  });

  it("logs and throws when the page fails", async () => {
    tide.use({ [first]: { status: 404, body: { errors: [{ status: "404", title: "Not found" }] } } });
    await expect(getPage("node/news", { sort: "-created" }, ctx)).rejects.toMatchObject({ status: 404 });
    expect(tide.logged()[0]).toMatchObject({ msg: "Failed to get a entity list from Tide API for node/news" });
  });
});
