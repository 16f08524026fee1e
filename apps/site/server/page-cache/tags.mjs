// The tags of the page cache's entries: which an entry is stored with, which a page's response shows, and what an
// invalidation of a tag makes of the entries stored before it (stale, or expired).
import { SECTION_CACHE_TAGS, SITE_TAG_PREFIX } from "../../src/tide/cache-tag-names.mjs";
import { headerValue } from "./entry.mjs";

/** @typedef {import("./entry.mjs").CacheValue} CacheValue */
/** @typedef {import("./entry.mjs").SetContext} SetContext */
/** @typedef {import("./entry.mjs").GetContext} GetContext */

/** When a tag was invalidated: stale from `stale` on (ms), no longer served from `expired` on. */
/** @typedef {{ stale?: number; expired?: number }} TagMark */

/** Next's list of a page's tags in its stored headers (comma-separated); Next never sends it. */
export const NEXT_CACHE_TAGS = "x-next-cache-tags";
/** Next's implicit path tags and the site's own internal tags stay off the response. */
const HIDDEN_TAG_PREFIXES = ["_N_T_", SITE_TAG_PREFIX];

/**
 * Adds the tags of a tag list (space- or comma-separated) to a set.
 * @param {Set<string>} into
 * @param {unknown} header
 * @param {string | RegExp} separator
 */
function addTags(into, header, separator) {
  const text = Array.isArray(header) ? header.join(" ") : typeof header === "string" ? header : "";
  if (text === "") return;
  for (const part of text.split(separator)) {
    const tag = part.trim();
    if (tag !== "") into.add(tag);
  }
}

/**
 * The tags stored with an entry, each once: a content read's own tags and those the content service sent with it;
 * a page's or route's tags as Next lists them.
 * @param {CacheValue | null} value
 * @param {SetContext} ctx
 * @returns {string[]}
 */
export function entryTags(value, ctx) {
  if (!value) return [];
  /** @type {Set<string>} */
  const tags = new Set();
  if (value.kind === "FETCH") {
    for (const tag of ctx.tags ?? []) tags.add(tag);
    addTags(tags, headerValue(value.data?.headers, SECTION_CACHE_TAGS), /\s+/);
  } else if (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE") {
    addTags(tags, headerValue(value.headers, NEXT_CACHE_TAGS), ",");
  }
  return [...tags];
}

/**
 * The tags a lookup judges an entry by: those it was stored with, a content read's own (asked again), and Next's
 * implicit tags of the page asking (soft tags). The stored list itself when the lookup adds none (a page's lookup).
 * @param {readonly string[]} stored
 * @param {GetContext} ctx
 * @returns {readonly string[]}
 */
export function lookupTags(stored, ctx) {
  const own = ctx.kind === "FETCH" ? ctx.tags : undefined;
  const soft = ctx.softTags;
  if (!own?.length && !soft?.length) return stored;
  return [...new Set([...stored, ...(own ?? []), ...(soft ?? [])])];
}

/**
 * The tags a page's response carries: its tags less Next's implicit ones and the site's internal ones, each once,
 * space-separated.
 * @param {Iterable<string>} tags
 * @returns {string}
 */
export function responseTags(tags) {
  let carried = "";
  /** @type {Set<string>} */
  const seen = new Set();
  for (const tag of tags) {
    if (seen.has(tag) || HIDDEN_TAG_PREFIXES.some((prefix) => tag.startsWith(prefix))) continue;
    seen.add(tag);
    carried = carried === "" ? tag : `${carried} ${tag}`;
  }
  return carried;
}

/**
 * The mark of an invalidation now: stale at once, and expired after `durations.expire` seconds (at once without
 * durations, or with `expire: 0`).
 * @param {{ expire?: number } | undefined} durations
 * @param {number} now
 * @returns {TagMark}
 */
export function invalidationMark(durations, now) {
  if (!durations) return { stale: now, expired: now };
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 };
}

/**
 * Whether the tag marks make an entry stored at `lastModified` expired (not to be served) or stale (served, then
 * refreshed).
 * @param {readonly TagMark[]} marks
 * @param {number} lastModified
 * @param {number} now
 * @returns {"fresh" | "stale" | "expired"}
 */
export function tagState(marks, lastModified, now) {
  let state = /** @type {"fresh" | "stale" | "expired"} */ ("fresh");
  for (const mark of marks) {
    if (mark.expired !== undefined && mark.expired <= now && mark.expired > lastModified) return "expired";
    if (mark.stale !== undefined && mark.stale > lastModified) state = "stale";
  }
  return state;
}
