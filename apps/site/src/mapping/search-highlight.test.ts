import { describe, expect, it } from "vitest";
import { highlight, stemOf } from "./search-highlight";

const marked = (text: string, query: string) => highlight(text, query).filter((s) => s.match).map((s) => s.text);

describe("search highlight", () => {
  it("marks words that share the query word's stem", () => {
    expect(marked("Nursing students help nurses; a nurse cares.", "nurses")).toEqual(["Nursing", "nurses", "nurse"]);
    expect(marked("Engineers study engineering.", "engineering")).toEqual(["Engineers", "engineering"]);
  });

  it("marks what was typed as the start of a longer word, but not words that merely share a beginning", () => {
    expect(marked("Business and busy people", "busi")).toEqual(["Business"]);
    expect(marked("Fees, a fee, and feeds", "fees")).toEqual(["Fees", "fee"]);
  });

  it("keeps the text whole, in order, with nothing but text in it", () => {
    const text = "<b>Fees</b> & charges for fees";
    expect(highlight(text, "fees").map((s) => s.text).join("")).toBe(text);
    expect(marked(text, "fees")).toEqual(["Fees", "fees"]);
  });

  it("ignores operators, stop words, quotes and one-letter words", () => {
    expect(marked("Art and design, or a design", "\"art and design\" OR -a")).toEqual(["Art", "design", "design"]);
    expect(marked("The art of design", "the and or")).toEqual([]);
  });

  it("never shortens a stem below three letters", () => {
    expect(stemOf("fees")).toBe("fee");
    expect(stemOf("bed")).toBe("bed");
  });

  it("returns the text unmarked for a query with no words", () => {
    expect(highlight("Some text", "!!")).toEqual([{ text: "Some text", match: false }]);
    expect(highlight("", "x")).toEqual([]);
  });
});
