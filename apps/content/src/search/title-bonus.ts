/**
 * Ranking bonus of a title (its words, normalised) that is one of the query's readings (1) or starts with one
 * (0.5): "Nursing" first for `nursing`, "Master of Information Technology" first for `master of IT`.
 */
export function titleBonus(titleWords: string, variants: readonly string[]): number {
  let bonus = 0;
  for (const variant of variants) {
    if (variant === "") continue;
    if (titleWords === variant) return 1;
    if (titleWords.startsWith(`${variant} `)) bonus = 0.5;
  }
  return bonus;
}
