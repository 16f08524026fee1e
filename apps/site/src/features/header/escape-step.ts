import { toggleId } from "@/features/navigation/MainNav";
import type { NavAction, NavState } from "@/features/navigation/nav-state";

/** What to do, and where focus goes after it. */
export interface HeaderStep {
  action: NavAction;
  focus: string;
}

/** Where focus returns when the menu closes: the control that opened it (the phone's menu button, or a level-1 toggle). */
export function menuOpener(state: NavState): string {
  if (state.menuOpen) return "menu-toggle";
  return state.open[0] ? toggleId(state.open[0]) : "menu-toggle";
}

/** Escape closes the innermost open thing and returns focus to the control that opened it; null when nothing is open. */
export function escapeStep(state: NavState): HeaderStep | null {
  const deepest = state.open.findLastIndex((id) => id !== null);
  const deepestId = state.open[deepest];
  if (state.loginOpen) return { action: { type: "toggleLogin" }, focus: "login-toggle" };
  if (deepest >= 0 && deepestId) return { action: { type: "closeFrom", level: deepest }, focus: toggleId(deepestId) };
  if (state.menuOpen) return { action: { type: "closeAll" }, focus: menuOpener(state) };
  if (state.searchOpen) return { action: { type: "toggleSearch", open: false }, focus: "search-toggle" };
  return null;
}
