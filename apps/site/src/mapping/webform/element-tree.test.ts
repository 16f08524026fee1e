import { describe, expect, it } from "vitest";
import { mapElements } from "./element-mapping";
import { allElements, containers, formFields, mapLeaves, placedElements } from "./element-tree";
import type { FormElement } from "./field-schema";

const elements = mapElements({
  intro: { "#markup": "<p>Hi</p>" },
  outer: {
    "#type": "fieldset", "#title": "Outer",
    a: { "#type": "textfield" },
    inner: { "#type": "details", "#title": "Inner", b: { "#type": "hidden" }, note: { "#type": "webform_markup", "#markup": "x" } },
  },
  c: { "#type": "checkbox" },
});

describe("walking the tree", () => {
  it("places every element depth-first, each container before what it holds, with its container", () => {
    expect(placedElements(elements).map(({ element, parent }) => [element.name, parent])).toEqual([
      ["intro", null], ["outer", null], ["a", "outer"], ["inner", "outer"], ["b", "inner"], ["note", "inner"], ["c", null],
    ]);
    expect(allElements(elements).map((el) => el.name)).toEqual(["intro", "outer", "a", "inner", "b", "note", "c"]);
  });
  it("lists every field, and every container", () => {
    expect(formFields(elements).map((el) => el.name)).toEqual(["a", "b", "c"]);
    expect(containers(elements).map((el) => el.name)).toEqual(["outer", "inner"]);
  });
});

describe("mapLeaves", () => {
  it("changes the elements inside containers and keeps the tree", () => {
    const upper = mapLeaves(elements, (el): FormElement => (el.kind === "markup" ? { ...el, html: el.html.toUpperCase() } : el));
    expect(allElements(upper).flatMap((el) => (el.kind === "markup" ? [el.html] : []))).toEqual(["<P>HI</P>", "X"]);
    expect(allElements(upper).map((el) => el.name)).toEqual(allElements(elements).map((el) => el.name));
  });
  it("gives back the same array when nothing changes", () => {
    expect(mapLeaves(elements, (el) => el)).toBe(elements);
  });
});
