import { LOADING_BAR } from "@/config/constants";

/**
 * The loading bar of spec §4: it appears only if a navigation is still pending after the throttle,
 * fills over the duration, and hides a moment after the navigation finishes or fails.
 */
export type LoadingBarPhase = "idle" | "waiting" | "loading" | "done" | "failed";

export interface LoadingBarState {
  phase: LoadingBarPhase;
}

export type LoadingBarEvent =
  | { type: "start" }
  | { type: "throttle-elapsed" }
  | { type: "finish" }
  | { type: "fail" }
  | { type: "hide-elapsed" };

export const initialLoadingBar: LoadingBarState = { phase: "idle" };

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case "start":
      return state.phase === "loading" ? state : { phase: "waiting" };
    case "throttle-elapsed":
      return state.phase === "waiting" ? { phase: "loading" } : state;
    case "finish":
      // A navigation that finished inside the throttle never shows the bar.
      if (state.phase === "waiting") return { phase: "idle" };
      return state.phase === "loading" ? { phase: "done" } : state;
    case "fail":
      return state.phase === "idle" ? state : { phase: "failed" };
    case "hide-elapsed":
      return state.phase === "done" || state.phase === "failed" ? { phase: "idle" } : state;
  }
}

/** Which timer the component must run for a phase, and what it dispatches when it fires. */
export function timerFor(phase: LoadingBarPhase): { ms: number; event: LoadingBarEvent } | null {
  if (phase === "waiting") return { ms: LOADING_BAR.throttleMs, event: { type: "throttle-elapsed" } };
  if (phase === "done" || phase === "failed") return { ms: LOADING_BAR.hideDelayMs, event: { type: "hide-elapsed" } };
  return null;
}
