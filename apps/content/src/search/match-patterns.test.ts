import { describe, expect, it } from "vitest";
import { escapeLike, escapeRegex, matchPatterns } from "./match-patterns.ts";

describe("escapeLike", () => {
  it("makes LIKE's wildcards and its escape character literal", () => {
    expect(escapeLike("100% of a_b\\c")).toBe("100\\% of a\\_b\\\\c");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeLike("Bachelor of Arts (Honours)")).toBe("Bachelor of Arts (Honours)");
  });
});

describe("escapeRegex", () => {
  it("makes every regular-expression operator literal", () => {
    expect(escapeRegex("c++ (a|b) [x] {2} ^$ . * ? \\")).toBe("c\\+\\+ \\(a\\|b\\) \\[x\\] \\{2\\} \\^\\$ \\. \\* \\? \\\\");
  });

  it("never puts a backslash before a letter or digit (those are PostgreSQL class escapes such as \\m and \\d)", () => {
    expect(escapeRegex("md5 w2")).toBe("md5 w2");
  });
});

describe("matchPatterns", () => {
  it("builds the prefix, word-start and contains patterns of the typed text", () => {
    expect(matchPatterns("acc")).toEqual({
      text: "acc", prefix: "acc%", wordStart: "(^|[^[:alnum:]])acc", contains: "%acc%",
    });
  });

  it("escapes the typed text inside every pattern", () => {
    const patterns = matchPatterns("5%_(x");
    expect(patterns.prefix).toBe("5\\%\\_(x%");
    expect(patterns.contains).toBe("%5\\%\\_(x%");
    expect(patterns.wordStart).toBe("(^|[^[:alnum:]])5%_\\(x");
  });
});
