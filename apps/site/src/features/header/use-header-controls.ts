"use client";
import { useCallback, useMemo, useReducer } from "react";
import { BREAKPOINTS } from "@/config/constants";
import { backId, toggleId } from "@/features/navigation/nav-ids";
import type { NavControls } from "@/features/navigation/nav-controls";
import { initialNavState, navReducer } from "@/features/navigation/nav-state";
import { menuOpener } from "./escape-step";

const isSmallScreen = () => !window.matchMedia(`(min-width: ${BREAKPOINTS.l}px)`).matches;

/** Moves focus once React has drawn the change (the element may only now be shown). */
export const focusById = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** On small screens focus goes into a drawer as it opens (its 'Go back'), and back to its toggle as it closes. */
function onDrawer(id: string, opening: boolean) {
  if (isSmallScreen()) focusById(opening ? backId(id) : toggleId(id));
}

/** The header's state (nav-state.ts) and the moves its controls make, shared with the menu's controls. */
export function useHeaderControls(trail: string[]): NavControls {
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const closeSearch = useCallback(() => {
    dispatch({ type: "toggleSearch", open: false });
    focusById("search-toggle");
  }, []);
  return useMemo(() => ({
    state,
    dispatch,
    trail,
    onDrawer,
    closeMenu: () => {
      dispatch({ type: "closeAll" });
      focusById(menuOpener(state));
    },
    closeSearch,
  }), [state, trail, closeSearch]);
}
