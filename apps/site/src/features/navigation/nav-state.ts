import { NAV_DEPTH } from "@/config/constants";

/**
 * The header's navigation state (spec §4 "Navigation"). `open[i]` is the open link of level i + 1: on
 * large screens an open level-1 link shows its level-2 bar and an open level-2 link the sublevels panel;
 * on small screens `menuOpen` is the drawer, level 2 an accordion and levels 3 onward back-arrow drawers.
 */
export interface NavState {
  menuOpen: boolean;
  open: (string | null)[];
  loginOpen: boolean;
  searchOpen: boolean;
}

export type NavAction =
  | { type: "toggleMenu"; activeTrail: string[] }
  | { type: "toggleLink"; level: number; id: string; activeTrail: string[] }
  /** Close level `level` and everything below it (the drawer's 'Go back', Escape). */
  | { type: "closeFrom"; level: number }
  | { type: "closeAll" }
  | { type: "toggleLogin" }
  | { type: "toggleSearch"; open?: boolean };

const noLevels = (): (string | null)[] => Array.from({ length: NAV_DEPTH }, () => null);

export const initialNavState: NavState = { menuOpen: false, open: noLevels(), loginOpen: false, searchOpen: false };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case "toggleMenu":
      if (state.menuOpen) return { ...state, menuOpen: false, open: noLevels(), loginOpen: false };
      // Opening resets the open links to the active ones: the current section's accordion and its level 2.
      return { ...state, menuOpen: true, searchOpen: false, open: withTrail(noLevels(), action.activeTrail, 0, 2) };
    case "toggleLink": {
      if (action.level < 0 || action.level >= NAV_DEPTH) return state;
      if (state.open[action.level] === action.id) return { ...state, open: closedFrom(state.open, action.level) };
      // Selecting a link clears the deeper levels; a level-1 link reopens at its active level-2 link.
      const open = closedFrom(state.open, action.level);
      open[action.level] = action.id;
      const reset = action.level === 0 && action.activeTrail[0] === action.id ? withTrail(open, action.activeTrail, 1, 2) : open;
      return { ...state, searchOpen: false, open: reset };
    }
    case "closeFrom":
      return { ...state, open: closedFrom(state.open, Math.max(0, action.level)) };
    case "closeAll":
      return { ...state, menuOpen: false, open: noLevels(), loginOpen: false };
    case "toggleLogin":
      return { ...state, loginOpen: !state.loginOpen };
    case "toggleSearch": {
      const searchOpen = action.open ?? !state.searchOpen;
      return searchOpen ? { ...state, searchOpen, menuOpen: false, open: noLevels() } : { ...state, searchOpen };
    }
  }
}

function closedFrom(open: (string | null)[], level: number): (string | null)[] {
  return open.map((id, i) => (i >= level ? null : id));
}

function withTrail(open: (string | null)[], trail: string[], from: number, to: number): (string | null)[] {
  return open.map((id, i) => (i >= from && i < to ? (trail[i] ?? null) : id));
}

/** The sublevels panel (large screens) is open when a level-2 link is. */
export const sublevelsOpen = (state: NavState): boolean => state.open[1] !== null;
