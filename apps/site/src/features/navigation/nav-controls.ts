"use client";
import { createContext, useContext, type Dispatch } from "react";
import type { NavAction, NavState } from "./nav-state";

/**
 * What the header's island shares with the menu's controls (toggles, panels, 'Go back', 'close menu'), which the
 * server renders inside it: the state, and the moves that also put focus somewhere.
 */
export interface NavControls {
  state: NavState;
  dispatch: Dispatch<NavAction>;
  /** The ids of the current page's links, level by level: a menu opens at them. */
  trail: string[];
  /** Focus moves of the small-screen drawers: into a drawer when it opens, back to its toggle when it closes. */
  onDrawer: (id: string, opening: boolean) => void;
  /** 'close menu': closes everything and puts focus back where the menu was opened. */
  closeMenu: () => void;
  /** Closes the search panel and puts focus back on its button. */
  closeSearch: () => void;
}

export const NavControlsContext = createContext<NavControls | null>(null);

export function useNavControls(): NavControls {
  const controls = useContext(NavControlsContext);
  if (controls === null) throw new Error("A menu control is rendered outside the header.");
  return controls;
}
