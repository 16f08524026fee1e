import type { QueryGroup } from "./query-plan.ts";

/** What a title that holds every part of the query adds (in proportion for some of them). */
const COVERAGE_WEIGHT = 0.5;

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

/**
 * Ranking bonus of a title by the share of the query's required parts it holds as whole words (a phrase, a synonym or
 * a typo's correction): for `nursing degree`, "Bachelor of Nursing" before a course whose body holds both words.
 */
export function titleCoverage(titleWords: string, groups: readonly QueryGroup[]): number {
  const required = groups.filter((group) => !group.optional);
  if (required.length === 0) return 0;
  const padded = ` ${titleWords} `;
  const held = required.filter((group) => [...group.phrases, ...group.typos].some((phrase) => padded.includes(` ${phrase} `))).length;
  return COVERAGE_WEIGHT * held / required.length;
}
