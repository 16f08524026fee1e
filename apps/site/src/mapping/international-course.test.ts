import { describe, expect, it } from "vitest";
import { offeredInternationally } from "./international-course";

const node = (type: string, attributes: Record<string, unknown>) => ({ type, id: "x", attributes, relationships: {} });

describe("offeredInternationally", () => {
  it("is true only for courses flagged for international students", () => {
    expect(offeredInternationally(node("node--course", { field_course_international: true }))).toBe(true);
    expect(offeredInternationally(node("node--course", { field_course_international: false }))).toBe(false);
    expect(offeredInternationally(node("node--course", {}))).toBe(false);
    expect(offeredInternationally(node("node--landing_page", { field_course_international: true }))).toBe(false);
  });
});
