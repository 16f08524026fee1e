// @vitest-environment jsdom
/* The menu as the server draws it, and as its controls draw it once a level is open. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NavItem } from "@/mapping/navigation/nav-item";
import { MainNav } from "./MainNav";
import { NavControlsContext, type NavControls } from "./nav-controls";
import { initialNavState, type NavState } from "./nav-state";

const item = (id: string, title: string, uri: string, children: NavItem[] = [], extra: Partial<NavItem> = {}): NavItem =>
  ({ id, title, uri, children, ...extra });

const MENU: NavItem[] = [
  item("nav-0", "Study", "/study", [
    item("nav-0-0", "Courses", "/study/courses", [item("nav-0-0-0", "Nursing", "/courses/nursing")], { description: "Every course." }),
    item("nav-0-1", "Apply", "/apply", [], { cta: true }),
  ]),
  item("nav-1", "About", "/about", [item("nav-1-0", "Portal", "https://portal.example", [], { hiddenOnDesktop: true })]),
];

function draw(state: Partial<NavState> = {}, { path = "/", trail = [] as string[], homeItem = null as NavItem | null } = {}): HTMLElement {
  const controls: NavControls = {
    state: { ...initialNavState, ...state }, dispatch: () => {}, trail, onDrawer: () => {}, closeMenu: () => {}, closeSearch: () => {},
  };
  const html = renderToStaticMarkup(
    <NavControlsContext value={controls}>
      <MainNav items={MENU} homeItem={homeItem} trail={trail} path={path} />
    </NavControlsContext>,
  );
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
}

const levels = (...ids: string[]) => [...ids, ...Array.from({ length: 5 - ids.length }, () => null)];

describe("MainNav", () => {
  it("draws the first level as links, each panel empty and hidden for its toggle to name", () => {
    const nav = draw();
    expect([...nav.querySelectorAll(".nav-list--l1 > li > .nav-item__row > a")].map((a) => a.getAttribute("href"))).toEqual(["/study", "/about"]);
    expect(nav.querySelector("#toggle-nav-0")?.getAttribute("aria-controls")).toBe("sub-nav-0");
    expect(nav.querySelector("#toggle-nav-0")?.getAttribute("aria-expanded")).toBe("false");
    expect(nav.querySelector("#sub-nav-0")?.hasAttribute("hidden")).toBe(true);
    expect(nav.querySelector("#sub-nav-0")?.innerHTML).toBe("");
    expect(nav.querySelector('a[href="/courses/nursing"]')).toBeNull();
  });

  it("marks the current page's link and the active trail", () => {
    const nav = draw({}, { path: "/about", trail: ["nav-1"] });
    expect(nav.querySelector('a[href="/about"]')?.getAttribute("aria-current")).toBe("page");
    expect(nav.querySelector('a[href="/study"]')?.hasAttribute("aria-current")).toBe(false);
    expect(nav.querySelector(".is-active > .nav-item__row > a")?.getAttribute("href")).toBe("/about");
  });

  it("draws an open level-2 panel with its intro, its call to action and 'close menu'", () => {
    const nav = draw({ open: levels("nav-0", "nav-0-0") });
    const level2 = nav.querySelector("#sub-nav-0");
    expect(level2?.hasAttribute("hidden")).toBe(false);
    expect(level2?.querySelector(".nav-item--cta a")?.textContent).toBe("Apply");
    expect(level2?.querySelector(":scope > .nav-sub__inner > .nav-back")).toBeNull();
    const sublevels = nav.querySelector("#sub-nav-0-0");
    expect(sublevels?.querySelector(".nav-intro__text")?.textContent).toBe("Every course.");
    expect(sublevels?.querySelector(".nav-back")?.id).toBe("sub-nav-0-0-back");
    expect(sublevels?.querySelector(".nav-close")?.textContent).toBe("close menu");
    expect(sublevels?.querySelector('a[href="/courses/nursing"]')).not.toBeNull();
  });

  it("marks links for phones only", () => {
    const nav = draw({ open: levels("nav-1") });
    expect(nav.querySelector('a[href="https://portal.example"]')?.closest("li")?.className).toBe("nav-item nav-item--small-only");
  });

  it("in a subsite, shows its home link first on large screens and last on small ones", () => {
    const nav = draw({}, { homeItem: item("nav-home", "YU Home", "/") });
    const items = [...nav.querySelectorAll(".nav-list--l1 > li")];
    expect(items.map((li) => li.className)).toEqual(["nav-item nav-item--large-only", "nav-item", "nav-item", "nav-item nav-item--small-only"]);
    expect(items[0]?.querySelector("a")?.getAttribute("href")).toBe("/");
  });
});
