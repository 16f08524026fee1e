import { describe, expect, it } from "vitest";
import { initialNavState, navReducer, sublevelsOpen, type NavAction, type NavState } from "./nav-state";

const run = (actions: NavAction[], from: NavState = initialNavState) => actions.reduce(navReducer, from);
const trail = ["study", "courses", "areas", "business", "bbus"];

describe("navigation state", () => {
  it("opens the menu at the active level-1 and level-2 links, and closing clears every level and the login menu", () => {
    const opened = run([{ type: "toggleLogin" }, { type: "toggleMenu", activeTrail: trail }]);
    expect(opened).toMatchObject({ menuOpen: true, open: ["study", "courses", null, null, null], loginOpen: true });
    expect(run([{ type: "toggleMenu", activeTrail: trail }], opened)).toEqual({ ...initialNavState });
  });
  it("opens the menu with nothing open when no link is active", () => {
    expect(run([{ type: "toggleMenu", activeTrail: [] }]).open).toEqual([null, null, null, null, null]);
  });
  it("closes an open link when the same link is selected again, with everything below it", () => {
    const s = run([
      { type: "toggleLink", level: 0, id: "about", activeTrail: [] },
      { type: "toggleLink", level: 1, id: "news", activeTrail: [] },
      { type: "toggleLink", level: 2, id: "media", activeTrail: [] },
      { type: "toggleLink", level: 1, id: "news", activeTrail: [] },
    ]);
    expect(s.open).toEqual(["about", null, null, null, null]);
  });
  it("selecting a level-2 link clears the deeper levels; changing the parent closes level 3", () => {
    const deep = run([
      { type: "toggleLink", level: 0, id: "study", activeTrail: [] },
      { type: "toggleLink", level: 1, id: "courses", activeTrail: [] },
      { type: "toggleLink", level: 2, id: "areas", activeTrail: [] },
      { type: "toggleLink", level: 3, id: "business", activeTrail: [] },
    ]);
    expect(deep.open).toEqual(["study", "courses", "areas", "business", null]);
    expect(run([{ type: "toggleLink", level: 1, id: "intl", activeTrail: [] }], deep).open).toEqual(["study", "intl", null, null, null]);
    expect(run([{ type: "toggleLink", level: 0, id: "about", activeTrail: [] }], deep).open).toEqual(["about", null, null, null, null]);
  });
  it("opening the active level-1 link resets level 2 to the active link", () => {
    expect(run([{ type: "toggleLink", level: 0, id: "study", activeTrail: trail }]).open).toEqual(["study", "courses", null, null, null]);
    expect(run([{ type: "toggleLink", level: 0, id: "about", activeTrail: trail }]).open).toEqual(["about", null, null, null, null]);
  });
  it("reports the sublevels panel open only while a level-2 link is open", () => {
    const s = run([{ type: "toggleLink", level: 0, id: "study", activeTrail: [] }]);
    expect(sublevelsOpen(s)).toBe(false);
    expect(sublevelsOpen(run([{ type: "toggleLink", level: 1, id: "courses", activeTrail: [] }], s))).toBe(true);
  });
  it("goes back one drawer by closing from a level", () => {
    const s = run([
      { type: "toggleLink", level: 0, id: "study", activeTrail: [] },
      { type: "toggleLink", level: 1, id: "courses", activeTrail: [] },
      { type: "toggleLink", level: 2, id: "areas", activeTrail: [] },
      { type: "closeFrom", level: 2 },
    ]);
    expect(s.open).toEqual(["study", "courses", null, null, null]);
  });
  it("ignores levels outside 1–5", () => {
    expect(run([{ type: "toggleLink", level: 5, id: "x", activeTrail: [] }])).toBe(initialNavState);
  });
  it("toggles the login menu and the search panel independently of each other", () => {
    const s = run([{ type: "toggleLogin" }, { type: "toggleSearch" }]);
    expect(s).toMatchObject({ loginOpen: true, searchOpen: true });
    expect(run([{ type: "toggleLogin" }], s)).toMatchObject({ loginOpen: false, searchOpen: true });
  });
  it("opening the search panel closes the menu, and opening the menu closes the search panel", () => {
    const menu = run([{ type: "toggleMenu", activeTrail: trail }]);
    expect(run([{ type: "toggleSearch" }], menu)).toMatchObject({ menuOpen: false, searchOpen: true, open: [null, null, null, null, null] });
    expect(run([{ type: "toggleSearch" }, { type: "toggleMenu", activeTrail: [] }])).toMatchObject({ menuOpen: true, searchOpen: false });
  });
  it("closeAll closes the menu, every level and the login menu", () => {
    const s = run([{ type: "toggleMenu", activeTrail: trail }, { type: "toggleLogin" }, { type: "closeAll" }]);
    expect(s).toEqual(initialNavState);
  });
});
