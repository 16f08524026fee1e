import { describe, expect, it } from "vitest";
import { STUDY_AREA_CATALOGUE } from "@/config/study-areas/catalogue";
import { studyAreas } from "@/config/study-areas/datasets";
import { QUIZ_QUESTIONS } from "./quiz-questions";
import { areaContribution, LEVEL_BONUS, reasonSentence, recommendStudyAreas } from "./quiz-scoring";
import type { QuizAnswers } from "./quiz-state";
import { NO_ANSWERS, questionById } from "./testing/quiz";

const AREAS = studyAreas("domestic", "yu");
const answers = (given: Partial<Record<keyof QuizAnswers, readonly string[]>>): QuizAnswers =>
  ({ ...NO_ANSWERS, mode: ["either"], where: ["anywhere"], careers: ["unsure"], level: ["unsure"], ...given });
const recommend = (given: Partial<Record<keyof QuizAnswers, readonly string[]>>) => recommendStudyAreas(answers(given), AREAS);
const slugs = (given: Partial<Record<keyof QuizAnswers, readonly string[]>>) => recommend(given).map((r) => r.area.slug);

/** Every complete set of answers with one interest, one strength, one level and one kind of work. */
function* someAnswers(): Generator<QuizAnswers> {
  for (const interest of questionById("interests").options) {
    for (const strength of questionById("strengths").options) {
      for (const level of questionById("level").options) {
        for (const career of questionById("careers").options) {
          yield answers({ interests: [interest.id], strengths: [strength.id], level: [level.id], careers: [career.id] });
        }
      }
    }
  }
}

describe("recommendStudyAreas", () => {
  it("suggests health and nursing to someone who likes caring for people and wants to be a nurse", () => {
    const [first, second] = recommend({ interests: ["caring", "body"], strengths: ["empathy"], level: ["undergraduate"], careers: ["nursing"] });
    expect(first!.area).toEqual({ slug: "health-biomedicine", label: "Health & biomedicine" });
    expect(first!.interestAreas.map((i) => i.label)).toEqual(["Nursing", "Biomedical science"]);
    expect(first!.interestAreas[0]).toEqual({
      slug: "nursing",
      label: "Nursing",
      url: "/study-at-yu/courses/browse-study-areas/health-biomedicine/nursing",
      matchedBy: ["Helping and caring for people", "How the human body works", "Nurse or health care worker"],
    });
    expect(reasonSentence(first!.reasons)).toBe(
      "You would like to work in nursing or health care, enjoy helping and caring for people and are curious about how the human body works.",
    );
    expect(first!.level).toEqual({ filter: "Bachelor", phrase: "undergraduate degrees", offered: true });
    expect(second!.area.slug).toBe("arts-humanities");
    expect(second!.interestAreas.map((i) => i.slug)).toEqual(["community-services"]);
  });

  it("always suggests two or three areas, each with one to three interest areas of its own", () => {
    const problems: string[] = [];
    for (const set of someAnswers()) {
      const result = recommendStudyAreas(set, AREAS);
      const where = JSON.stringify(set);
      if (result.length < 2 || result.length > 3) problems.push(`${where}: ${result.length} areas`);
      for (const recommendation of result) {
        const own = STUDY_AREA_CATALOGUE.find((area) => area.slug === recommendation.area.slug)!.interestAreas.map((i) => i.slug) as string[];
        const count = recommendation.interestAreas.length;
        if (count < 1 || count > 3) problems.push(`${where}: ${recommendation.area.slug} has ${count} interest areas`);
        if (recommendation.interestAreas.some((i) => !own.includes(i.slug))) problems.push(`${where}: ${recommendation.area.slug} lists another area's interest`);
        if (recommendation.reasons.length === 0) problems.push(`${where}: ${recommendation.area.slug} has no reason`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("is the same every time for the same answers, best first", () => {
    const set = answers({ interests: ["tech", "money", "design"], strengths: ["analysing", "organising"], careers: ["technology", "business"] });
    const once = recommendStudyAreas(set, AREAS);
    expect(recommendStudyAreas(set, AREAS)).toEqual(once);
    expect(once.map((r) => r.area.slug)).toEqual(["computers-it", "business", "engineering-science"]);
    for (let i = 1; i < once.length; i++) expect(once[i - 1]!.score).toBeGreaterThanOrEqual(once[i]!.score);
  });

  it("breaks ties by the dataset's order", () => {
    // Building (trades 3, engineering 1) and designing (engineering 3, trades 1): a tie between the two areas.
    const set = { interests: ["making", "design"], strengths: ["communicating"] };
    const result = recommend(set);
    expect(result[0]!.score).toBe(result[1]!.score);
    expect(result.slice(0, 2).map((r) => r.area.slug)).toEqual(["engineering-science", "trades"]);
    const reversed = recommendStudyAreas(answers(set), [...AREAS].reverse());
    expect(reversed.slice(0, 2).map((r) => r.area.slug)).toEqual(["trades", "engineering-science"]);
  });

  it("counts one answer once per area, however many of its interest areas the answer names", () => {
    const trade = questionById("careers").options.find((o) => o.id === "trade")!;
    expect(areaContribution(trade.weights, "trades")).toBe(4);
    const organising = questionById("strengths").options.find((o) => o.id === "organising")!;
    expect(areaContribution(organising.weights, "business")).toBe(2 + 2);
    expect(areaContribution(organising.weights, "law-justice")).toBe(0);
  });

  it("favours areas that offer the level asked for, and lists only that level's interest areas", () => {
    const undecided = recommend({ interests: ["making", "design"], strengths: ["communicating"] });
    const degree = recommend({ interests: ["making", "design"], strengths: ["communicating"], level: ["undergraduate"] });
    expect(degree[0]!.area.slug).toBe("engineering-science");
    expect(degree[0]!.score).toBe(undecided[0]!.score + LEVEL_BONUS);
    expect(degree.find((r) => r.area.slug === "trades")?.level).toEqual({ filter: "Bachelor", phrase: "undergraduate degrees", offered: false });

    const postgraduate = recommend({ interests: ["caring"], careers: ["nursing"], level: ["postgraduate"] });
    // Health's postgraduate courses are in public health and biomedical science, not nursing.
    expect(postgraduate[0]!.interestAreas.map((i) => i.slug)).toEqual(["public-health"]);
  });

  it("lists every interest area of an area that does not offer the level asked for", () => {
    const trades = recommend({ interests: ["making"], strengths: ["practical"], level: ["postgraduate"], careers: ["trade"] })
      .find((r) => r.area.slug === "trades")!;
    expect(trades.level?.offered).toBe(false);
    expect(trades.interestAreas.map((i) => i.slug)).toEqual(["building-construction", "electrical-trades", "automotive"]);
  });

  it("falls back to an area's first interest area when no answer names one", () => {
    // Communicating points to arts as a whole, to none of its interest areas.
    const result = recommend({ interests: ["tech"], strengths: ["communicating"], level: ["undergraduate"] });
    expect(result.map((r) => r.area.slug)).toEqual(["computers-it", "arts-humanities", "business"]);
    expect(result[1]!.interestAreas.map((i) => ({ slug: i.slug, matchedBy: i.matchedBy }))).toEqual([{ slug: "creative-writing", matchedBy: [] }]);
    expect(result[1]!.reasons).toEqual(["are good at communicating and listening"]);
  });

  it("makes every study area the best match for some answers", () => {
    const best = new Set<string>();
    for (const set of someAnswers()) best.add(recommendStudyAreas(set, AREAS)[0]!.area.slug);
    expect([...best].sort()).toEqual(STUDY_AREA_CATALOGUE.map((area) => area.slug).sort());
    // And plainly, one person for each:
    expect(slugs({ interests: ["creating"], strengths: ["creative"], careers: ["writer"] })[0]).toBe("arts-humanities");
    expect(slugs({ interests: ["money"], strengths: ["organising"], careers: ["finance"] })[0]).toBe("business");
    expect(slugs({ interests: ["tech"], strengths: ["analysing"], careers: ["technology"] })[0]).toBe("computers-it");
    expect(slugs({ interests: ["teaching"], strengths: ["communicating"], careers: ["teacher"] })[0]).toBe("education");
    expect(slugs({ interests: ["science"], strengths: ["detail"], careers: ["engineer"] })[0]).toBe("engineering-science");
    expect(slugs({ interests: ["caring"], strengths: ["empathy"], careers: ["nursing"] })[0]).toBe("health-biomedicine");
    expect(slugs({ interests: ["justice"], strengths: ["detail"], careers: ["law"] })[0]).toBe("law-justice");
    expect(slugs({ interests: ["sport"], strengths: ["active"], careers: ["coach"] })[0]).toBe("sports-exercise");
    expect(slugs({ interests: ["making"], strengths: ["practical"], level: ["tafe"], careers: ["trade"] })[0]).toBe("trades");
    expect(slugs({ interests: ["english"], strengths: ["communicating"], level: ["tafe"], careers: ["prepare"] })[0]).toBe("vce-preparation-english");
  });

  it("makes every interest area of the catalogue a suggestion for some answers", () => {
    const suggested = new Set<string>();
    for (const set of someAnswers()) {
      for (const r of recommendStudyAreas(set, AREAS)) for (const i of r.interestAreas) suggested.add(`${r.area.slug}/${i.slug}`);
    }
    const all = STUDY_AREA_CATALOGUE.flatMap((area) => area.interestAreas.map((i) => `${area.slug}/${i.slug}`));
    expect(all.filter((key) => !suggested.has(key))).toEqual([]);
  });

  it("gives the reasons of the answers that count most, at most three", () => {
    const [first] = recommend({ interests: ["sport", "body"], strengths: ["active"], careers: ["coach"] });
    expect(first!.area.slug).toBe("sports-exercise");
    expect(first!.reasons).toHaveLength(3);
    const all = QUIZ_QUESTIONS.flatMap((q) => q.options.map((o) => o.reason));
    for (const reason of first!.reasons) expect(all).toContain(reason);
    expect(first!.reasons[0]).toBe("bring energy and teamwork");
  });
});

describe("reasonSentence", () => {
  it("joins the reasons after 'You', the last with 'and'", () => {
    expect(reasonSentence([])).toBeNull();
    expect(reasonSentence(["enjoy sport"])).toBe("You enjoy sport.");
    expect(reasonSentence(["enjoy sport", "are good at teamwork"])).toBe("You enjoy sport and are good at teamwork.");
    expect(reasonSentence(["a", "b", "c"])).toBe("You a, b and c.");
  });
});
