import { describe, expect, it } from "vitest";
import { nameProblem, passwordProblem } from "./account-rules.ts";

describe("account rules", () => {
  it("accept Drupal-style names up to 60 characters", () => {
    for (const name of ["jane", "Jane Citizen", "j.citizen@yu.edu.au", "o'brien-smith", "Zoë", "x".repeat(60)]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it("refuse empty, long and oddly spaced or punctuated names", () => {
    expect(nameProblem("")).toMatch(/empty/);
    expect(nameProblem("x".repeat(61))).toMatch(/longer than 60/);
    for (const name of [" jane", "jane ", "ja  ne", "jane\n", "jane<script>", "a/b"]) expect(nameProblem(name), name).toMatch(/may hold/);
  });

  it("want passwords of 12 to 1000 characters", () => {
    expect(passwordProblem("x".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("x".repeat(12))).toBeNull();
    expect(passwordProblem("x".repeat(1000))).toBeNull();
    expect(passwordProblem("x".repeat(1001))).toMatch(/at most 1000/);
  });
});
