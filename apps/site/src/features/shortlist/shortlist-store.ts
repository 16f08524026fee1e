import type { ShortlistCourse } from "./types";

/**
 * The shortlist, kept in this browser's localStorage as `{v: 1, courses: [...]}` (no account needed). What
 * is stored is read defensively: another version, another site's data under the key, or hand-edited JSON
 * reads as an empty or shorter list, never as an error. Framework-free (and small: every page loads it).
 */
export const SHORTLIST_KEY = "yu-shortlist";
export const SHORTLIST_MAX = 20;
const CODE = /^[A-Za-z0-9]{2,12}$/;
/** Longest title, level or address kept, so hostile data cannot grow the page. */
const TEXT_MAX = 300;

export type SaveResult = "saved" | "full" | "unavailable";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let lastRaw: string | null = null;
let last: readonly ShortlistCourse[] = [];

const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.length <= TEXT_MAX;

/** The course as it may be kept, or null: a code the compare page takes, a title, and a path on this site (never `//…` or `javascript:`). */
export function shortlistable(c: unknown): ShortlistCourse | null {
  const { code, title, url, level } = (c ?? {}) as Partial<Record<keyof ShortlistCourse, unknown>>;
  if (typeof code !== "string" || !CODE.test(code) || !text(title) || !text(url) || !/^\/(?![/\\])/.test(url)) return null;
  return text(level) ? { code, title, url, level } : { code, title, url };
}

/** The courses in a stored value, each once, at most SHORTLIST_MAX; anything unreadable is left out. Pure. */
export function parseShortlist(raw: string | null): ShortlistCourse[] {
  let doc: { v?: unknown; courses?: unknown } | null;
  try {
    doc = raw ? JSON.parse(raw) : null;
  } catch {
    return [];
  }
  const out: ShortlistCourse[] = [];
  if (doc?.v !== 1 || !Array.isArray(doc.courses)) return out;
  for (const item of doc.courses) {
    const c = shortlistable(item);
    if (c && !out.some((o) => o.code === c.code) && out.push(c) === SHORTLIST_MAX) break;
  }
  return out;
}

/** The saved courses, oldest first: the same array until they change (a stable snapshot for React). */
export function getShortlist(): readonly ShortlistCourse[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SHORTLIST_KEY);
  } catch {
    // No storage (blocked by the browser's settings, or not a browser): nothing saved.
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parseShortlist(raw);
  }
  return last;
}

function write(courses: readonly ShortlistCourse[]): boolean {
  try {
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify({ v: 1, courses }));
  } catch {
    return false; // Full or blocked storage: the list stays as it was.
  }
  notify();
  return true;
}

/** Adds a course (once: a saved course stays where it is). */
export function saveCourse(course: ShortlistCourse): SaveResult {
  const list = getShortlist();
  if (list.some((c) => c.code === course.code)) return "saved";
  if (list.length >= SHORTLIST_MAX) return "full";
  const clean = shortlistable(course);
  return clean && write([...list, clean]) ? "saved" : "unavailable";
}

export function removeCourse(code: string): void {
  write(getShortlist().filter((c) => c.code !== code));
}

/** Calls `listener` whenever the shortlist may have changed, in this tab or another; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Other tabs change the list too: the browser tells this one with a storage event (key null: storage cleared).
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === SHORTLIST_KEY || event.key === null) notify();
  });
}
