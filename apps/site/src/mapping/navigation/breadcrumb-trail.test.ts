import { describe, expect, it } from "vitest";
import type { NavItem } from "@/mapping/navigation/nav-item";
import { breadcrumbTrail } from "@/mapping/navigation/breadcrumb-trail";

const item = (id: string, title: string, uri: string, children: NavItem[] = []): NavItem => ({ id, title, uri, children });
const menu = [
  item("a", "Study with us", "/study-at-yu", [
    item("b", "Courses", "/study-at-yu/courses", [item("c", "Browse study areas", "/study-at-yu/courses/browse-study-areas")]),
  ]),
  item("d", "About YU", "/about-yu", [item("e", "News & events", "/about-yu/news-events")]),
];

describe("breadcrumbTrail", () => {
  it("follows the menu trail to the page and ends with the page, not linked", () => {
    expect(breadcrumbTrail(menu, "/study-at-yu/courses/browse-study-areas", "Browse study areas")).toEqual([
      { title: "Home", href: "/" },
      { title: "Study with us", href: "/study-at-yu" },
      { title: "Courses", href: "/study-at-yu/courses" },
      { title: "Browse study areas", href: null },
    ]);
  });

  it("uses the nearest menu ancestor of a page that is not in the menu", () => {
    expect(breadcrumbTrail(menu, "/about-yu/news-events/news/rural-health-grant", "Rural health grant")).toEqual([
      { title: "Home", href: "/" },
      { title: "About YU", href: "/about-yu" },
      { title: "News & events", href: "/about-yu/news-events" },
      { title: "Rural health grant", href: null },
    ]);
  });

  it("falls back to the path's ancestors off the menu", () => {
    expect(breadcrumbTrail(menu, "/courses/bachelor-of-nursing-hbns/international", "Bachelor of Nursing")).toEqual([
      { title: "Home", href: "/" },
      { title: "Courses", href: "/courses" },
      { title: "Bachelor of nursing hbns", href: "/courses/bachelor-of-nursing-hbns" },
      { title: "Bachelor of Nursing", href: null },
    ]);
  });

  it("is just the home crumb on the home page, and uses a subsite's home", () => {
    expect(breadcrumbTrail(menu, "/", "Home")).toEqual([{ title: "Home", href: null }]);
    expect(breadcrumbTrail([], "/cops/economic-modelling", "Economic modelling", { title: "CoPS", href: "/cops" })).toEqual([
      { title: "CoPS", href: "/cops" },
      { title: "Economic modelling", href: null },
    ]);
  });
});
