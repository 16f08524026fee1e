import { describe, expect, it } from "vitest";
import { parseServedPaths } from "./served-paths";

describe("SERVED_PATHS", () => {
  it("reads a comma or space separated list of path prefixes", () => {
    expect(parseServedPaths(" /study-at-yu/, /courses  /units,x ,/")).toEqual(["/study-at-yu", "/courses", "/units", "/"]);
    expect(parseServedPaths(undefined)).toEqual([]);
  });
});
