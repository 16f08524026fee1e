import { describe, expect, it } from "vitest";
import { hasUnstorableCharacter } from "./unstorable.ts";

describe("hasUnstorableCharacter", () => {
  it("finds NUL and lone surrogates only", () => {
    for (const text of ["\u0000", "a\u0000", "\ud800", "x\udc00y", "\udc00\ud800"]) expect(hasUnstorableCharacter(text), JSON.stringify(text)).toBe(true);
    for (const text of ["", "plain", "tab\tline\r\n", "😀", "\u0001", "<script>"]) expect(hasUnstorableCharacter(text), JSON.stringify(text)).toBe(false);
  });
});
