import { describe, expect, it } from "vitest";
import { contentChangeTags, emptySnapshot, type ContentSnapshot, type ResourceState } from "./content-change-tags.ts";

function resource(tag: string, fingerprint: string, extra: Partial<ResourceState> = {}): ResourceState {
  return { entityType: tag.split(":")[0] ?? "", bundle: "page", tag, fingerprint, alias: null, menuName: null, ...extra };
}

function snapshot(parts: Partial<ContentSnapshot>): ContentSnapshot {
  return { ...emptySnapshot(), siteParents: new Map([[7, null], [11, 7]]),
    siteMenus: new Map([[7, ["main", "footer"]], [11, ["main", "footer", "nursing"]]]), ...parts };
}

describe("contentChangeTags", () => {
  const page = resource("node:1", "a", { alias: "/about" });
  const term = resource("taxonomy_term:5", "t");

  it("is empty when nothing the public sees changed", () => {
    const content = snapshot({ resources: new Map([["p", page], ["t", term]]) });
    expect(contentChangeTags(content, content)).toEqual([]);
  });

  it("names a changed resource and its list, and only the list of an added one", () => {
    const before = snapshot({ resources: new Map([["p", page], ["t", term]]) });
    const after = snapshot({ resources: new Map([["p", { ...page, fingerprint: "b" }], ["t", term], ["n", resource("node:2", "n")]]) });
    expect(contentChangeTags(before, after)).toEqual(["node:1", "node_list", "node_list:page"]);
  });

  it("names a removed resource, both tags of one whose id moved, and node_list when an alias appears or goes", () => {
    const before = snapshot({ resources: new Map([["p", page], ["t", term]]) });
    const after = snapshot({ resources: new Map([["t", resource("taxonomy_term:6", "t")]]) });
    expect(contentChangeTags(before, after)).toEqual(["node:1", "node_list", "node_list:page", "taxonomy_term:5", "taxonomy_term:6", "taxonomy_term_list", "taxonomy_term_list:page"]);
  });

  it("names a menu and the sites showing it when one of its items changes", () => {
    const item = resource("menu_link_content:3", "m", { menuName: "nursing" });
    const before = snapshot({ resources: new Map([["m", item]]) });
    const after = snapshot({ resources: new Map([["m", { ...item, fingerprint: "m2" }]]) });
    expect(contentChangeTags(before, after)).toEqual(["config:system.menu.nursing", "menu_link_content:3", "menu_link_content_list", "menu_link_content_list:page", "taxonomy_term:11"]);
  });

  it("names a site configuration, the site and its subsites", () => {
    const before = snapshot({ siteConfigs: new Map([[7, { fingerprint: "x" }], [11, { fingerprint: "y" }]]) });
    const after = snapshot({ siteConfigs: new Map([[7, { fingerprint: "x2" }], [11, { fingerprint: "y" }]]) });
    expect(contentChangeTags(before, after)).toEqual(["site_config:7", "taxonomy_term:11", "taxonomy_term:7"]);
  });

  it("names a redirect, the redirect lists and the page its source path showed", () => {
    const before = snapshot({ resources: new Map([["p", page]]) });
    const after = snapshot({ resources: new Map([["p", page]]),
      redirects: new Map([["r", { tag: "redirect:4", source: "/about", fingerprint: "r" }]]) });
    expect(contentChangeTags(before, after)).toEqual(["node:1", "redirect_list"]);
    expect(contentChangeTags(after, before)).toEqual(["node:1", "redirect:4", "redirect_list"]);
  });
});
