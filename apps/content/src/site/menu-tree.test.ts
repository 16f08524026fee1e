import { describe, expect, it } from "vitest";
import type { ResourceRow } from "../db/resource-store.ts";
import { menuTree } from "./menu-tree.ts";

const item = (uuid: string, title: string, weight: number, parent: string | null, extra: Record<string, unknown> = {}): ResourceRow => ({
  uuid, type: "menu_link_content--menu_link_content", entityType: "menu_link_content", bundle: "menu_link_content",
  internalId: 1, revisionId: 1, published: true, pathAlias: null, siteTids: [], primarySite: null, searchText: "", relationships: {},
  attributes: { title, weight, menu_name: "main", enabled: true, link: { uri: `internal:/${uuid}` },
    parent: parent === null ? null : `menu_link_content:${parent}`, ...extra },
});

describe("menuTree", () => {
  it("builds the tree by weight with the README's NavLink fields", () => {
    const tree = menuTree([
      item("b", "B", 1, null),
      item("a", "A", 0, null, { description: "About A", cta_text: "Go", options: { attributes: { class: ["primary-button"] } } }),
      item("a2", "A2", 1, "a"), item("a1", "A1", 0, "a", { subtext: "Sub", icon: "user" }),
      item("x", "Other menu", 0, null, { menu_name: "footer" }),
    ], "main");
    expect(tree).toEqual([
      { id: "a", title: "A", uri: "/a", description: "About A", ctaText: "Go", options: { attributes: { class: ["primary-button"] } },
        children: [
          { id: "a1", title: "A1", uri: "/a1", subtext: "Sub", icon: "user", children: [] },
          { id: "a2", title: "A2", uri: "/a2", children: [] },
        ] },
      { id: "b", title: "B", uri: "/b", children: [] },
    ]);
  });

  it("drops disabled items with their children, and anything below level five", () => {
    const chain = ["l1", "l2", "l3", "l4", "l5", "l6"].map((id, index, all) => item(id, id, 0, index === 0 ? null : all[index - 1]!));
    const tree = menuTree([...chain, item("off", "Off", 2, null, { enabled: false }), item("child", "Child", 0, "off")], "main");
    expect(tree).toHaveLength(1);
    let depth = 0;
    for (let level = tree; level.length > 0; level = level[0]!.children) depth += 1;
    expect(depth).toBe(5);
  });

  it("removes the internal: prefix and blanks <nolink>", () => {
    expect(menuTree([item("e", "E", 0, null, { link: { uri: "https://x.edu" } }), item("n", "N", 1, null, { link: { uri: "route:<nolink>" } })], "main")
      .map((link) => link.uri)).toEqual(["https://x.edu", ""]);
  });
});
