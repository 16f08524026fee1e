import { describe, expect, it } from "vitest";
import { IdAllocator } from "./id-allocator.ts";

describe("IdAllocator", () => {
  it("counts per entity type and skips reserved ids", () => {
    const ids = new IdAllocator();
    expect(ids.reserve("taxonomy_term", 2)).toBe(true);
    expect(ids.reserve("taxonomy_term", 2)).toBe(false);
    expect([ids.allocate("taxonomy_term"), ids.allocate("taxonomy_term"), ids.allocate("taxonomy_term")]).toEqual([1, 3, 4]);
    expect(ids.allocate("node")).toBe(1);
  });

  it("never hands out an id reserved later", () => {
    const ids = new IdAllocator(10);
    expect(ids.allocate("node")).toBe(10);
    expect(ids.reserve("node", 10)).toBe(false);
    expect(ids.reserve("node", 11)).toBe(true);
    expect(ids.allocate("node")).toBe(12);
  });
});
