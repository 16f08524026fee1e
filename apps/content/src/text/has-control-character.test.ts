import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "./has-control-character.ts";

describe("hasControlCharacter", () => {
  it("finds NUL, line breaks, tabs and DEL, and nothing in plain or non-ASCII text", () => {
    for (const text of ["a\u0000b", "a\nb", "\t", "x\u007f"]) expect(hasControlCharacter(text)).toBe(true);
    for (const text of ["", "/about-yu", "café ©"]) expect(hasControlCharacter(text)).toBe(false);
  });
});
