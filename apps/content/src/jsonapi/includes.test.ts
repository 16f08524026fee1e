import { describe, expect, it } from "vitest";
import type { StoredRelationships } from "../db/schema.ts";
import { parseInclude } from "./include-tree.ts";
import { resolveIncludes, type Includable } from "./includes.ts";

const ref = (id: string) => ({ type: "x--y", id });
const rows: Record<string, Includable> = {
  page1: { uuid: "page1", relationships: { field_node_site: { data: [ref("site")] }, field_tags: { data: [ref("tag1"), ref("tag2")] },
    field_featured_image: { data: ref("media1") } } },
  page2: { uuid: "page2", relationships: { field_node_site: { data: [ref("site")] }, field_tags: { data: [ref("tag2"), ref("gone")] },
    field_featured_image: { data: null } } },
  site: { uuid: "site", relationships: { field_site_og_image: { data: ref("media1") } } },
  media1: { uuid: "media1", relationships: { field_media_image: { data: ref("file1") } } },
  file1: { uuid: "file1", relationships: {} },
  tag1: { uuid: "tag1", relationships: { parent: { data: [ref("page1")] } as StoredRelationships[string] } },
  tag2: { uuid: "tag2", relationships: {} },
};

function fakeFetch() {
  const calls: string[][] = [];
  return {
    calls,
    fetch: async (uuids: string[]) => {
      calls.push([...uuids].sort());
      return uuids.flatMap((uuid) => (rows[uuid] === undefined ? [] : [rows[uuid]]));
    },
  };
}

describe("resolveIncludes", () => {
  it("fetches one batch per include level and de-duplicates", async () => {
    const { calls, fetch } = fakeFetch();
    const included = await resolveIncludes([rows.page1!, rows.page2!],
      parseInclude("field_node_site.field_site_og_image.field_media_image,field_tags,field_featured_image.field_media_image"), fetch);
    expect(included.map((row) => row.uuid).sort()).toEqual(["file1", "media1", "site", "tag1", "tag2"]);
    expect(calls).toEqual([["gone", "media1", "site", "tag1", "tag2"], ["file1"]]);
  });

  it("never includes primary resources and skips unknown fields", async () => {
    const { calls, fetch } = fakeFetch();
    const included = await resolveIncludes([rows.page1!], parseInclude("field_tags.parent,field_missing"), fetch);
    expect(included.map((row) => row.uuid).sort()).toEqual(["tag1", "tag2"]);
    expect(calls).toEqual([["tag1", "tag2"]]);
  });

  it("does nothing without includes", async () => {
    const { calls, fetch } = fakeFetch();
    expect(await resolveIncludes([rows.page1!], parseInclude(""), fetch)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
