/* Spec §9 anchor wait: a #target that is not on the page yet (drawn by a script, a form that loads on demand)
 * is looked for every 100 ms, 50 times, and scrolled to when it appears. */
import { ANCHOR_WAIT } from "@/config/constants";

export interface AnchorWaitDeps<T> {
  find: (id: string) => T | null;
  onFound: (target: T) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** The id a location hash names ("#a%20b" → "a b"), or null for none or a malformed escape. */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (raw === "") return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Looks for the target now and then on each tick until it is found or the attempts run out. A target that is
 * already there is left alone (the browser or the router has scrolled to it). Returns a cancel function.
 */
export function waitForAnchor<T>(id: string, deps: AnchorWaitDeps<T>, { intervalMs, attempts } = ANCHOR_WAIT): () => void {
  if (deps.find(id) !== null) return () => {};
  let timer: unknown = null;
  let tries = 0;
  const tick = () => {
    tries += 1;
    const target = deps.find(id);
    if (target !== null) deps.onFound(target);
    else if (tries < attempts) timer = deps.setTimer(tick, intervalMs);
  };
  timer = deps.setTimer(tick, intervalMs);
  return () => deps.clearTimer(timer);
}
