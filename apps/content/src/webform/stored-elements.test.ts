import { describe, expect, it } from "vitest";
import { elementsOf, storedElements } from "./stored-elements.ts";

describe("stored elements", () => {
  it("round-trips keeping the author's order of elements and options", () => {
    const elements = { subject: { "#type": "select", "#options": { zz: "Z", a: "A" } }, a: { "#type": "textfield" } };
    const back = elementsOf({ elements: storedElements(elements) }) as Record<string, { "#options"?: object }>;
    expect(Object.keys(back)).toEqual(["subject", "a"]);
    expect(Object.keys(back.subject?.["#options"] ?? {})).toEqual(["zz", "a"]);
  });
  it("reads an object as is, and bad text as no elements", () => {
    expect(elementsOf({ elements: { a: {} } })).toEqual({ a: {} });
    expect(elementsOf({ elements: "{oops" })).toEqual({});
    expect(elementsOf({})).toEqual({});
  });
});
