import { describe, expect, it } from "vitest";
import { nodePath } from "./node-path";

describe("nodePath", () => {
  it("reads the path alias, or gives # without one", () => {
    const node = (attributes: Record<string, unknown>) => ({ type: "node--news", id: "n", attributes, relationships: {} });
    expect(nodePath(node({ path: { alias: "/about-yu/news-events/news/x", langcode: "en" } }))).toBe("/about-yu/news-events/news/x");
    expect(nodePath(node({}))).toBe("#");
    expect(nodePath(node({ path: "nope" }))).toBe("#");
  });
});
