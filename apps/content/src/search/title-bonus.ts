/** Ranking bonus of a title that is the query (1) or starts with it (0.5), both lower-cased: "Nursing" first for `nursing`. */
export function titleBonus(lowerTitle: string, query: string): number {
  const text = query.toLowerCase();
  if (text === "") return 0;
  if (lowerTitle === text) return 1;
  return lowerTitle.startsWith(text) ? 0.5 : 0;
}
