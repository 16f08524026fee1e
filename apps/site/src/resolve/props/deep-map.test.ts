import { describe, expect, it } from "vitest";
import { allValues, deepMap } from "./deep-map";

describe("deepMap and allValues", () => {
  const view = { title: "A", body: ["x <b>", { html: "y" }], count: 2, when: new Date(0), nothing: null };

  it("visits every value of plain objects and arrays, parents first", () => {
    expect([...allValues(view)].filter((v) => typeof v === "string")).toEqual(["A", "x <b>", "y"]);
  });

  it("rebuilds with the replaced values and keeps everything else, class instances untouched", () => {
    const out = deepMap(view, (v) => (typeof v === "string" && v.includes("<") ? { replace: v.replace("<b>", "<strong>") } : null));
    expect(out).toEqual({ ...view, body: ["x <strong>", { html: "y" }] });
    expect(out.when).toBe(view.when);
    expect(view.body[0]).toBe("x <b>");
  });

  it("does not enter a replaced value", () => {
    const seen: unknown[] = [];
    deepMap({ a: { b: "c" } }, (v) => {
      seen.push(v);
      return typeof v === "object" && v !== null && "b" in v ? { replace: 1 } : null;
    });
    expect(seen).not.toContain("c");
  });
});
