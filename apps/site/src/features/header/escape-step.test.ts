import { describe, expect, it } from "vitest";
import { initialNavState, type NavState } from "@/features/navigation/nav-state";
import { escapeStep, menuOpener } from "./escape-step";

const state = (change: Partial<NavState>): NavState => ({ ...initialNavState, ...change });
const levels = (...ids: (string | null)[]) => [...ids, ...Array.from({ length: 5 - ids.length }, () => null)];

describe("escapeStep", () => {
  it("does nothing when nothing is open", () => {
    expect(escapeStep(initialNavState)).toBeNull();
  });

  it("closes the login menu first, back to its button", () => {
    expect(escapeStep(state({ loginOpen: true, menuOpen: true, open: levels("nav-0") }))).toEqual({
      action: { type: "toggleLogin" }, focus: "login-toggle",
    });
  });

  it("closes the deepest open level, back to its toggle", () => {
    expect(escapeStep(state({ menuOpen: true, open: levels("nav-0", "nav-0-0", "nav-0-0-1") }))).toEqual({
      action: { type: "closeFrom", level: 2 }, focus: "toggle-nav-0-0-1",
    });
  });

  it("closes the phone's menu once no level is open, back to its button", () => {
    expect(escapeStep(state({ menuOpen: true }))).toEqual({ action: { type: "closeAll" }, focus: "menu-toggle" });
  });

  it("closes the search panel last, back to its button", () => {
    expect(escapeStep(state({ searchOpen: true }))).toEqual({ action: { type: "toggleSearch", open: false }, focus: "search-toggle" });
  });
});

describe("menuOpener", () => {
  it("is the phone's menu button while the drawer is open", () => {
    expect(menuOpener(state({ menuOpen: true, open: levels("nav-1") }))).toBe("menu-toggle");
  });

  it("is the open level-1 link's toggle on large screens", () => {
    expect(menuOpener(state({ open: levels("nav-1", "nav-1-2") }))).toBe("toggle-nav-1");
  });
});
