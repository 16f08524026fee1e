import { describe, expect, it } from "vitest";
import { listingPager, pageCount, pageHref, pagerEntries, pagerView, parsePageNumber } from "./pagination";

const pages = (current: number, count: number) =>
  pagerEntries(current, count).map((e) => (e.kind === "page" ? e.page : "…"));

describe("pageCount", () => {
  it("rounds up, and an empty listing has one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(75, 12)).toBe(7);
  });
});

describe("parsePageNumber", () => {
  it("accepts plain positive numbers only", () => {
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber("120")).toBe(120);
    for (const bad of ["0", "02", "-1", "1.5", "two", "", "2a", "9999999"]) expect(parsePageNumber(bad)).toBeNull();
  });
});

describe("pageHref", () => {
  const model = { firstHref: "/news", hrefTemplate: "/news/all/{page}" };
  it("leaves the number out of page 1", () => {
    expect(pageHref(model, 1)).toBe("/news");
    expect(pageHref(model, 3)).toBe("/news/all/3");
  });
});

describe("pagerEntries", () => {
  it("shows every page of a short listing", () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps first, last and the current page's neighbours, with gaps between", () => {
    expect(pages(1, 10)).toEqual([1, 2, "…", 10]);
    expect(pages(5, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(pages(10, 10)).toEqual([1, "…", 9, 10]);
  });
  it("shows a single left-out page rather than a gap", () => {
    expect(pages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("pagerView", () => {
  it("is nothing for a single page", () => {
    expect(pagerView(1, 1, String)).toBeNull();
  });
  it("works out every address: previous, next and the numbers shown, a gap as null", () => {
    expect(pagerView(5, 10, (page) => `/r?page=${page}`)).toEqual({
      current: 5, count: 10, previous: "/r?page=4", next: "/r?page=6",
      pages: [{ page: 1, href: "/r?page=1", current: false }, null, { page: 4, href: "/r?page=4", current: false },
        { page: 5, href: "/r?page=5", current: true }, { page: 6, href: "/r?page=6", current: false }, null,
        { page: 10, href: "/r?page=10", current: false }],
    });
  });
  it("gives a listing's first page its address without a number", () => {
    const pager = listingPager({ current: 2, count: 2, firstHref: "/news", hrefTemplate: "/news/all/{page}" });
    expect(pager?.previous).toBe("/news");
    expect(pager?.next).toBeNull();
    expect(pager?.pages.map((link) => link?.href)).toEqual(["/news", "/news/all/2"]);
  });
});
