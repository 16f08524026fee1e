import { describe, expect, it } from "vitest";
import type { NavItem } from "@/mapping/navigation/nav-item";
import { sectionNav } from "./section-nav";

const item = (id: string, children: NavItem[] = []): NavItem => ({ id, title: id, uri: `/${id.split("-").join("/")}`, children });
// uri of "a-b-c" is /a/b/c
const menu: NavItem[] = [
  item("a", [item("a-b", [item("a-b-c", [item("a-b-c-d", [item("a-b-c-d-e")])]), item("a-b-x")]), item("a-y", [item("a-y-z")])]),
  item("lonely"),
];

describe("sectionNav", () => {
  it("shows the page's section with links opened down the active trail, four levels at most", () => {
    const nav = sectionNav(menu, "/a/b/c/d/e");
    expect(nav).toMatchObject({ id: "a", active: true, current: false });
    expect(nav?.children.map((c) => [c.id, c.active, c.children.length])).toEqual([["a-b", true, 2], ["a-y", false, 0]]);
    const level3 = nav?.children[0]?.children[0];
    expect(level3?.children.map((c) => c.id)).toEqual(["a-b-c-d"]);
    // Level 4 is the last level shown: its children (level 5) are not.
    expect(level3?.children[0]?.children).toEqual([]);
  });
  it("marks the current page", () => {
    const nav = sectionNav(menu, "/a/b");
    expect(nav?.children[0]).toMatchObject({ id: "a-b", current: true, active: true });
    expect(nav?.current).toBe(false);
  });
  it("is null outside any section, or for a section without links", () => {
    expect(sectionNav(menu, "/elsewhere")).toBeNull();
    expect(sectionNav(menu, "/lonely")).toBeNull();
  });
});
