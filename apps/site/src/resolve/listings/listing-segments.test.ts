import { describe, expect, it } from "vitest";
import { parseListingSegments, pastTheEndMessage } from "./listing-segments";

const CATS = ["media-release", "q-a"];

describe("parseListingSegments", () => {
  it("reads the bare listing, a category, and a page of either", () => {
    expect(parseListingSegments([], CATS, "news category")).toEqual({ ok: true, category: null, page: 1 });
    expect(parseListingSegments(["q-a"], CATS, "news category")).toEqual({ ok: true, category: "q-a", page: 1 });
    expect(parseListingSegments(["all", "2"], CATS, "news category")).toEqual({ ok: true, category: null, page: 2 });
    expect(parseListingSegments(["media-release", "3"], CATS, "news category")).toEqual({ ok: true, category: "media-release", page: 3 });
  });
  it("explains an unknown category", () => {
    expect(parseListingSegments(["gossip", "2"], CATS, "news category")).toEqual({ ok: false, message: "“gossip” is not a news category." });
  });
  it("explains a page segment that is not a number", () => {
    expect(parseListingSegments(["q-a", "two"], CATS, "news category")).toEqual({ ok: false, message: "“two” is not a page number." });
    expect(parseListingSegments(["all", "0"], CATS, "event audience")).toMatchObject({ ok: false });
  });
});

describe("pastTheEndMessage", () => {
  it("says how many pages there are", () => {
    expect(pastTheEndMessage(9, 7, "News")).toBe("There is no page 9 of News: it has 7 pages.");
    expect(pastTheEndMessage(2, 1, "Events: Staff")).toBe("There is no page 2 of Events: Staff: it has one page.");
  });
});
