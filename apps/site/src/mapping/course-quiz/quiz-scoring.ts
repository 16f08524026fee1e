import { STUDY_AREA_CATALOGUE } from "@/config/study-areas/catalogue";
import type { InterestArea, StudyArea, StudyLevelFilter } from "@/config/study-areas/types";
import { QUIZ_QUESTIONS, type QuizOption, type QuizQuestion, type QuizWeights } from "./quiz-questions";
import type { QuizAnswers } from "./quiz-state";

/*
 * From a complete set of answers to the study areas worth a look. Each answer gives an area the points it
 * gives the area itself plus the most it gives any one of the area's interest areas (so an answer that
 * names three interest areas counts once, not three times); an area that offers the level asked for gets a
 * bonus. Ties go to the dataset's order. Integers only: the same answers always give the same result.
 */

/** Points for offering the level the visitor asked for. */
export const LEVEL_BONUS = 2;
export const MIN_AREAS = 2;
export const MAX_AREAS = 3;
export const MAX_INTEREST_AREAS = 3;

export interface RecommendedInterestArea {
  slug: string;
  label: string;
  /** Its browse page (the dataset's url). */
  url: string;
  /** The labels of the answers that point to it, in question order. */
  matchedBy: string[];
}

export interface Recommendation {
  area: { slug: string; label: string };
  score: number;
  /** What in the answers makes it a match, strongest first, each to follow "You" ("enjoy sport and being active"). */
  reasons: string[];
  /** The level asked for, and whether this area offers it. */
  level: { filter: StudyLevelFilter; phrase: string; offered: boolean } | null;
  interestAreas: RecommendedInterestArea[];
}

interface Chosen {
  question: QuizQuestion;
  option: QuizOption;
  /** Position in the answers, for stable ordering of reasons. */
  order: number;
}

function chosenOptions(answers: QuizAnswers): Chosen[] {
  const chosen: Chosen[] = [];
  for (const question of QUIZ_QUESTIONS) {
    for (const option of question.options) {
      if (answers[question.id].includes(option.id)) chosen.push({ question, option, order: chosen.length });
    }
  }
  return chosen;
}

function interestPoints(weights: QuizWeights | undefined, areaSlug: string, interestSlug: string): number {
  return (weights?.interests as Record<string, number> | undefined)?.[`${areaSlug}/${interestSlug}`] ?? 0;
}

/** What one answer gives an area: its own points for the area, plus its best for one of the area's interest areas. */
export function areaContribution(weights: QuizWeights | undefined, areaSlug: string): number {
  if (!weights) return 0;
  const own = (weights.areas as Record<string, number> | undefined)?.[areaSlug] ?? 0;
  let best = 0;
  for (const [key, points] of Object.entries(weights.interests ?? {})) {
    if (key.startsWith(`${areaSlug}/`) && points > best) best = points;
  }
  return own + best;
}

function slugOf(areaSlug: string, interest: InterestArea): string {
  const entry = STUDY_AREA_CATALOGUE.find((area) => area.slug === areaSlug)?.interestAreas.find((i) => i.label === interest.label);
  return entry?.slug ?? interest.url.split("?")[0]!.split("/").at(-1)!;
}

/** The interest areas to consider: those of the level asked for when the area offers it, else all of the area's. */
function candidates(area: StudyArea, level: StudyLevelFilter | null): InterestArea[] {
  const atLevel = level === null ? undefined : area.studyLevels.find((l) => l.filter === level);
  if (atLevel) return atLevel.interestAreas;
  const seen = new Map<string, InterestArea>();
  for (const studyLevel of area.studyLevels) {
    for (const interest of studyLevel.interestAreas) if (!seen.has(interest.label)) seen.set(interest.label, interest);
  }
  return [...seen.values()];
}

function interestAreasFor(area: StudyArea, level: StudyLevelFilter | null, chosen: readonly Chosen[]): RecommendedInterestArea[] {
  const scored = candidates(area, level).map((interest, index) => {
    const slug = slugOf(area.slug, interest);
    const matching = chosen.filter((c) => interestPoints(c.option.weights, area.slug, slug) > 0);
    const score = matching.reduce((sum, c) => sum + interestPoints(c.option.weights, area.slug, slug), 0);
    return { interest: { slug, label: interest.label, url: interest.url, matchedBy: matching.map((c) => c.option.label) }, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0]?.score ?? 0;
  // The interest areas the answers really point to (at least a third of the best's points), else the area's first.
  const strong = scored.filter((s) => s.score > 0 && s.score * 3 >= best).slice(0, MAX_INTEREST_AREAS);
  return (strong.length > 0 ? strong : scored.slice(0, 1)).map((s) => s.interest);
}

/**
 * The two or three study areas that best fit a complete set of answers, each with one to three of its
 * interest areas and the reasons, from a study-area dataset (an audience's `studyAreas`).
 */
export function recommendStudyAreas(answers: QuizAnswers, areas: readonly StudyArea[]): Recommendation[] {
  const chosen = chosenOptions(answers);
  const levelOption = chosen.find((c) => c.question.id === "level")?.option;
  const levelFilter = levelOption?.level ?? null;

  const scored = areas.map((area, index) => {
    const contributions = chosen
      .map((c) => ({ c, points: areaContribution(c.option.weights, area.slug) }))
      .filter((entry) => entry.points > 0)
      .sort((a, b) => b.points - a.points || a.c.order - b.c.order);
    const offered = levelFilter !== null && area.studyLevels.some((l) => l.filter === levelFilter);
    const score = contributions.reduce((sum, entry) => sum + entry.points, 0) + (offered ? LEVEL_BONUS : 0);
    return { area, index, score, offered, contributions };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);

  const top = scored[0]?.score ?? 0;
  const picked = scored.filter((s, rank) => rank < MIN_AREAS || (rank < MAX_AREAS && s.score > 0 && s.score * 2 >= top));

  return picked.map(({ area, score, offered, contributions }) => ({
    area: { slug: area.slug, label: area.label },
    score,
    reasons: contributions.flatMap(({ c }) => (c.option.reason ? [c.option.reason] : [])).slice(0, 3),
    level: levelFilter === null ? null : { filter: levelFilter, phrase: levelOption?.levelPhrase ?? levelFilter, offered },
    interestAreas: interestAreasFor(area, offered ? levelFilter : null, chosen),
  }));
}

/** "You a, b and c." from reasons that each follow "You". */
export function reasonSentence(reasons: readonly string[]): string | null {
  if (reasons.length === 0) return null;
  const list = reasons.length === 1 ? reasons[0]! : `${reasons.slice(0, -1).join(", ")} and ${reasons.at(-1)!}`;
  return `You ${list}.`;
}
