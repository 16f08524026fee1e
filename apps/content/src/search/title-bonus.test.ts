import { describe, expect, it } from "vitest";
import { planQuery } from "./query-plan.ts";
import { titleBonus, titleCoverage } from "./title-bonus.ts";

describe("titleBonus", () => {
  it("ranks up a title that is or starts with the query", () => {
    expect(titleBonus("nursing", ["nursing"])).toBe(1);
    expect(titleBonus("nursing practice", ["nursing"])).toBe(0.5);
    expect(titleBonus("nursingx", ["nursing"])).toBe(0);
    expect(titleBonus("bachelor of nursing", ["nursing"])).toBe(0);
    expect(titleBonus("master of information technology", ["master of it", "master of information technology"])).toBe(1);
  });
});

describe("titleCoverage", () => {
  const groups = (text: string) => planQuery(text, [{ position: 1, triggers: ["it"], expandsTo: ["information technology"], match: "anywhere" }]).groups ?? [];

  it("ranks up a title by the share of the query's parts it holds as whole words", () => {
    expect(titleCoverage("bachelor of nursing", groups("nursing degree"))).toBe(0.25);
    expect(titleCoverage("certificate iv in tertiary preparation", groups("nursing degree"))).toBe(0);
    expect(titleCoverage("bachelor of information technology", groups("IT courses"))).toBe(0.25);
    expect(titleCoverage("bachelor of nursing", groups("bachelor of nursing"))).toBe(0.5);
    expect(titleCoverage("nursingx", groups("nursing"))).toBe(0);
  });
});
