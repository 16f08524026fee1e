import { describe, expect, it } from "vitest";
import { intakeLabel, intakeOrder } from "./intake-label.ts";
import { textQuery } from "./text-query.ts";

describe("textQuery", () => {
  it("matches the last word of a simple query as a prefix", () => {
    expect(textQuery("nurs")).toEqual({ prefixQuery: "nurs:*", multiWord: false });
    expect(textQuery("bachelor of nurs")).toEqual({ prefixQuery: "bachelor & of & nurs:*", multiWord: true });
    expect(textQuery("Ngā 2027")).toEqual({ prefixQuery: "Ngā & 2027:*", multiWord: true });
    expect(textQuery("master of a")).toEqual({ prefixQuery: "master & of & a", multiWord: true });
    expect(textQuery("it")).toEqual({ prefixQuery: "it", multiWord: false });
  });

  it("leaves operators, quotes and punctuation to websearch_to_tsquery", () => {
    for (const query of ['"bachelor of', "nursing -midwifery", "nursing OR midwifery", "a'); DROP TABLE x; --", "c++", "(a|b)*"]) {
      expect(textQuery(query).prefixQuery).toBeNull();
    }
  });
});

describe("intake labels", () => {
  it("name a dated intake by month and year, a month intake by its month", () => {
    expect(intakeLabel("2027-02-15")).toBe("February 2027");
    expect(intakeLabel("july")).toBe("July");
    expect(intakeLabel("Semester 1")).toBeNull();
  });

  it("order dated intakes chronologically, then month intakes", () => {
    const labels = ["July", "February 2028", "November 2027", "February"];
    expect(labels.sort((a, b) => intakeOrder(a) - intakeOrder(b))).toEqual(["November 2027", "February 2028", "February", "July"]);
  });
});
