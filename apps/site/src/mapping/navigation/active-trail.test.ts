import { describe, expect, it } from "vitest";
import { activeTrail, isCurrentPage } from "@/mapping/navigation/active-trail";
import type { NavItem } from "@/mapping/navigation/nav-item";

const item = (id: string, uri: string, children: NavItem[] = []): NavItem => ({ id, title: id, uri, children });
const menu: NavItem[] = [
  item("study", "/study", [
    item("courses", "/study/courses", [item("areas", "/study/courses/areas", [item("business", "/study/courses/areas/business", [item("bbus", "/courses/bbus")])])]),
    item("apply", "/study/how-to-apply"),
  ]),
  item("about", "/about", [item("news", "/about/news"), item("research-dup", "/research")]),
  item("research", "/research"),
  item("portal", "https://my.example.edu/"),
];

describe("activeTrail", () => {
  it("finds the exact link five levels down with every ancestor", () => {
    expect(activeTrail(menu, "/courses/bbus")).toEqual(["study", "courses", "areas", "business", "bbus"]);
  });
  it("falls back to the longest ancestor path", () => {
    expect(activeTrail(menu, "/study/courses/areas/business/extra")).toEqual(["study", "courses", "areas", "business"]);
    expect(activeTrail(menu, "/about/news/some-article")).toEqual(["about", "news"]);
  });
  it("ignores trailing slashes, query strings and fragments", () => {
    expect(activeTrail(menu, "/study/how-to-apply/")).toEqual(["study", "apply"]);
    expect(activeTrail([item("x", "/a/b?tab=1#top")], "/a/b")).toEqual(["x"]);
  });
  it("prefers the shallowest of two exact matches", () => {
    expect(activeTrail(menu, "/research")).toEqual(["about", "research-dup"]);
  });
  it("matches nothing for unrelated paths, the root, or external links", () => {
    expect(activeTrail(menu, "/elsewhere")).toEqual([]);
    expect(activeTrail(menu, "/")).toEqual([]);
    expect(activeTrail([item("home", "/")], "/study")).toEqual([]);
    expect(activeTrail([item("home", "/")], "/")).toEqual(["home"]);
  });
  it("does not treat a path that merely starts with the same letters as a descendant", () => {
    expect(activeTrail(menu, "/studying")).toEqual([]);
  });
});

describe("isCurrentPage", () => {
  it("is true only for the exact path", () => {
    expect(isCurrentPage("/about/news", "/about/news/")).toBe(true);
    expect(isCurrentPage("/about", "/about/news")).toBe(false);
    expect(isCurrentPage("https://my.example.edu/", "/")).toBe(false);
  });
});
