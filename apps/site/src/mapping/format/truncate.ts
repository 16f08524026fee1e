import { TRUNCATE_LENGTH } from "@/config/constants";

/**
 * Cuts text to `length` characters and appends '...' (spec §9); text that fits is returned as is.
 * The cut falls back to the last word boundary so a teaser never ends mid-word, unless that word is most of it.
 */
export function truncate(text: string, length = TRUNCATE_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  const space = cut.lastIndexOf(" ");
  const base = space > length * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.-]+$/, "")}...`;
}
