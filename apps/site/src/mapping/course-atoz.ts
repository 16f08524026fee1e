/** The course A–Z letter filter: "a"–"z" or "0-9" (titles starting with a digit). */
export function startsWithLetter(title: string, filter: string): boolean {
  const first = title.trim().charAt(0).toLowerCase();
  if (filter === "0-9") return /[0-9]/.test(first);
  return first === filter.toLowerCase();
}

export const ATOZ_FILTERS = ["0-9", ..."abcdefghijklmnopqrstuvwxyz"];

/** Letters that have at least one title, so empty letters can be shown as such. */
export function lettersWithTitles(titles: string[]): Set<string> {
  const set = new Set<string>();
  for (const t of titles) for (const f of ATOZ_FILTERS) if (startsWithLetter(t, f)) set.add(f);
  return set;
}
