import { describe, expect, it } from "vitest";
import type { RedirectRow, ResourceRow } from "../types.ts";
import { aliasesInUse, danglingMenuLinks, sitesWithoutHomepage } from "./cross-checks.ts";

function row(type: string, uuid: string, fields: Partial<ResourceRow> = {}): ResourceRow {
  const [entityType = "", bundle = ""] = type.split("--");
  return { uuid, type, entityType, bundle, internalId: 1, revisionId: null, published: true, attributes: {}, relationships: {},
    pathAlias: null, siteTids: [], primarySite: null, searchText: "", ...fields };
}

const link = (title: string, url: string) =>
  row("menu_link_content--menu_link_content", title, { attributes: { menu_name: "main", title, link: { url } } });

describe("seed cross-checks", () => {
  it("collects the aliases in use and names each one used twice", () => {
    const problems: string[] = [];
    const aliases = aliasesInUse([row("node--page", "a", { pathAlias: "/x" }), row("node--news", "b", { pathAlias: "/x" }),
      row("node--page", "c", { pathAlias: "/y" }), row("node--page", "d")], problems);
    expect([...aliases]).toEqual(["/x", "/y"]);
    expect(problems).toEqual(["path /x is used by both node--page a and node--news b"]);
  });

  it("warns of menu links that no alias, redirect or page of the site answers", () => {
    const redirects: RedirectRow[] = [{ uuid: "r", internalId: 1, source: "/old", target: "/x", statusCode: 301, siteTid: 7 }];
    const warnings = danglingMenuLinks([link("Home", "/"), link("X", "/x?tab=1"), link("Old", "/old"), link("Search", "/search"),
      link("Away", "https://example.org/"), link("Gone", "/gone")], redirects, new Set(["/x"]), "yu");
    expect(warnings).toEqual(['menu main: "Gone" links to /gone, which no resource or redirect has']);
  });

  it("warns of sites without a home page", () => {
    const home = { data: { type: "node--landing_page", id: "h" } };
    expect(sitesWithoutHomepage([
      row("taxonomy_term--sites", "s1", { internalId: 7, attributes: { name: "Main" }, relationships: { field_site_homepage: home } }),
      row("taxonomy_term--sites", "s2", { internalId: 8, attributes: { name: "Sydney" } }),
      row("taxonomy_term--sites", "s3", { internalId: 9, attributes: { name: "Library" }, relationships: { field_site_homepage: { data: null } } }),
    ])).toEqual(["site Sydney (tid 8) has no field_site_homepage", "site Library (tid 9) has no field_site_homepage"]);
  });
});
