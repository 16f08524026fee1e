import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { JsonApiError } from "./errors.ts";
import { includeDepth, parseInclude } from "./include-tree.ts";
import { parseJsonApiQuery } from "./query.ts";

const queryOf = (text: string) => parseJsonApiQuery(parse(text));

function detailOf(text: string): string {
  try {
    queryOf(text);
  } catch (error) {
    if (error instanceof JsonApiError && error.status === 400) return `${error.parameter}: ${error.detail}`;
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

describe("parseJsonApiQuery", () => {
  it("has defaults", () => {
    const query = queryOf("");
    expect(query).toEqual({ include: new Map(), fields: new Map(), filter: null, sort: [], page: { offset: 0, limit: 50 },
      resourceVersion: null, site: null });
  });

  it("reads include, fields, sort, page, resourceVersion and site", () => {
    const query = queryOf("include=field_node_site.field_site_og_image.field_media_image,field_tags,field_node_site"
      + "&fields[node--news]=title,field_tags&fields[file--file]=&sort=-field_news_date,title&page[offset]=50&page[limit]=10"
      + "&resourceVersion=id:12&site=7");
    expect(query.include).toEqual(new Map([
      ["field_node_site", new Map([["field_site_og_image", new Map([["field_media_image", new Map()]])]])],
      ["field_tags", new Map()],
    ]));
    expect(includeDepth(query.include)).toBe(3);
    expect(query.fields).toEqual(new Map([["node--news", new Set(["title", "field_tags"])], ["file--file", new Set()]]));
    expect(query.sort).toEqual([{ path: ["field_news_date"], descending: true }, { path: ["title"], descending: false }]);
    expect(query.page).toEqual({ offset: 50, limit: 10 });
    expect(query.resourceVersion).toEqual({ kind: "id", id: 12 });
    expect(query.site).toBe(7);
  });

  it("caps page[limit] at 50 and reads both working-copy spellings", () => {
    expect(queryOf("page[limit]=500").page).toEqual({ offset: 0, limit: 50 });
    expect(queryOf("resourceVersion=rel:working-copy").resourceVersion).toEqual({ kind: "latest" });
    expect(queryOf("resourceVersion=rel:latest-version").resourceVersion).toEqual({ kind: "latest" });
  });

  it("reads Drupal's long sort form", () => {
    expect(queryOf("sort[a][path]=field_news_date&sort[a][direction]=DESC&sort[b][path]=title").sort)
      .toEqual([{ path: ["field_news_date"], descending: true }, { path: ["title"], descending: false }]);
  });

  it("answers 400 naming the parameter", () => {
    expect(detailOf("page[limit]=0")).toBe("page[limit]: page[limit] must be an integer of at least 1.");
    expect(detailOf("page[offset]=-1")).toMatch(/^page\[offset\]/);
    expect(detailOf("page=3")).toMatch(/^page:/);
    expect(detailOf("sort=title;drop")).toMatch(/^sort: "title;drop" is not a valid field path/);
    expect(detailOf("sort[a][path]=title&sort[a][direction]=up")).toMatch(/ASC or DESC/);
    expect(detailOf("include=field_a..b")).toMatch(/^include:/);
    expect(detailOf("include[]=a")).toMatch(/^include:/);
    expect(detailOf("fields[nodes]=title")).toMatch(/not a resource type/);
    expect(detailOf("fields[node--page]=ti-tle")).toMatch(/not a field name/);
    expect(detailOf("resourceVersion=rel:default")).toMatch(/^resourceVersion:/);
    expect(detailOf("site=seven")).toBe("site: site must be a numeric site id.");
  });
});

describe("parseInclude", () => {
  it("merges shared prefixes and ignores empty entries", () => {
    expect(parseInclude("a.b, a.c,,a")).toEqual(new Map([["a", new Map([["b", new Map()], ["c", new Map()]])]]));
    expect(parseInclude(undefined)).toEqual(new Map());
  });
});
