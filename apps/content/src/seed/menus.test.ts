import { describe, expect, it } from "vitest";
import { flattenMenu } from "./menus.ts";

describe("flattenMenu", () => {
  it("flattens nested items with parents, depths and weights in list order", () => {
    const { items, problems } = flattenMenu([
      { title: "Study", uri: "/study", description: "All study", children: [
        { title: "Courses", uri: "internal:/study/courses", cta_text: "Browse" },
        { title: "Apply", uri: "/apply", key: "apply", options: { attributes: { class: ["primary-button"] } } },
      ] },
      { title: "Library", uri: "https://library.example.edu", enabled: false },
    ]);
    expect(problems).toEqual([]);
    expect(items.map((i) => [i.key, i.parentKey, i.depth, i.weight, i.uri, i.enabled])).toEqual([
      ["0", null, 1, 0, "internal:/study", true],
      ["0.0", "0", 2, 0, "internal:/study/courses", true],
      ["apply", "0", 2, 1, "internal:/apply", true],
      ["1", null, 1, 1, "https://library.example.edu", false],
    ]);
    expect(items[0]?.extra).toEqual({ description: "All study" });
    expect(items[1]?.extra).toEqual({ cta_text: "Browse" });
    expect(items[2]?.extra.options).toEqual({ attributes: { class: ["primary-button"] } });
  });

  it("allows five levels and rejects a sixth", () => {
    const nest = (depth: number): unknown[] =>
      depth === 0 ? [] : [{ title: `L${depth}`, uri: "/x", children: nest(depth - 1) }];
    expect(flattenMenu(nest(5)).problems).toEqual([]);
    expect(flattenMenu(nest(6)).problems[0]).toMatch(/deeper than 5/);
  });

  it("reports items without a title, with a bad uri, or with a duplicate key", () => {
    const { problems } = flattenMenu([
      { uri: "/x" }, { title: "Bad", uri: "javascript:alert(1)" }, { title: "A", key: "k", uri: "/a" }, { title: "B", key: "k", uri: "/b" },
    ]);
    expect(problems).toEqual([
      "item 0 needs a title",
      'item 1 ("Bad"): unusable uri "javascript:alert(1)"',
      'item 3: duplicate menu item key "k"',
    ]);
  });
});
