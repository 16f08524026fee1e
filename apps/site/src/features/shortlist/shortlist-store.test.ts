// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getShortlist, parseShortlist, removeCourse, saveCourse, SHORTLIST_KEY, SHORTLIST_MAX, subscribe } from "./shortlist-store";
import type { ShortlistCourse } from "./types";

const course = (code: string, extra: Partial<ShortlistCourse> = {}): ShortlistCourse =>
  ({ code, title: `Course ${code}`, url: `/courses/course-${code.toLowerCase()}`, ...extra });
const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? "null") as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("saving and removing", () => {
  it("starts empty and keeps saved courses in order, as versioned JSON", () => {
    expect(getShortlist()).toEqual([]);
    expect(saveCourse(course("HBNS", { level: "Undergraduate" }))).toBe("saved");
    expect(saveCourse(course("SIS40221"))).toBe("saved");
    expect(getShortlist().map((c) => c.code)).toEqual(["HBNS", "SIS40221"]);
    expect(getShortlist()).toHaveLength(2);
    expect(stored()).toEqual({ v: 1, courses: [course("HBNS", { level: "Undergraduate" }), course("SIS40221")] });
  });

  it("keeps a course once, where it was first saved", () => {
    saveCourse(course("AAA1"));
    saveCourse(course("BBB2"));
    expect(saveCourse(course("AAA1", { title: "Renamed" }))).toBe("saved");
    expect(getShortlist().map((c) => c.title)).toEqual(["Course AAA1", "Course BBB2"]);
  });

  it("removes a course by code, and ignores codes it does not hold", () => {
    saveCourse(course("AAA1"));
    saveCourse(course("BBB2"));
    removeCourse("AAA1");
    removeCourse("ZZZ9");
    expect(getShortlist().map((c) => c.code)).toEqual(["BBB2"]);
  });

  it(`holds at most ${SHORTLIST_MAX} courses and says when it is full`, () => {
    for (let i = 0; i < SHORTLIST_MAX; i++) expect(saveCourse(course(`C${i}`))).toBe("saved");
    expect(saveCourse(course("ONEMORE"))).toBe("full");
    expect(getShortlist()).toHaveLength(SHORTLIST_MAX);
    // A saved course is still saved when the list is full.
    expect(saveCourse(course("C3"))).toBe("saved");
    removeCourse("C0");
    expect(saveCourse(course("ONEMORE"))).toBe("saved");
  });

  it("refuses what it could not read back (no code, another site's address)", () => {
    expect(saveCourse(course("a-b"))).toBe("unavailable");
    expect(saveCourse(course("HBNS", { url: "https://evil.example/x" }))).toBe("unavailable");
    expect(getShortlist()).toEqual([]);
  });

  it("gives the same array until the list changes", () => {
    saveCourse(course("AAA1"));
    const first = getShortlist();
    expect(getShortlist()).toBe(first);
    saveCourse(course("BBB2"));
    expect(getShortlist()).not.toBe(first);
  });
});

describe("reading stored values", () => {
  it.each([
    ["nothing", null],
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["a bare list", JSON.stringify([course("AAA1")])],
    ["another version", JSON.stringify({ v: 2, courses: [course("AAA1")] })],
    ["courses that are not a list", JSON.stringify({ v: 1, courses: "AAA1" })],
  ])("reads %s as empty", (_label, raw) => {
    expect(parseShortlist(raw)).toEqual([]);
  });

  it("leaves out entries it cannot use and repeats, and stops at the maximum", () => {
    const raw = JSON.stringify({
      v: 1,
      courses: [
        course("AAA1"),
        "HBNS",
        null,
        { code: "BBB2", title: "No address" },
        course("CCC3", { url: "javascript:alert(1)" }),
        course("DDD4", { url: "//evil.example/x" }),
        course("DDD5", { url: "/\\evil.example/x" }),
        course("DDD6", { url: "courses/relative" }),
        course("EEE5", { title: "   " }),
        course("F-6"),
        course("AAA1", { title: "Again" }),
        course("GGG7", { level: 7 as unknown as string }),
        ...Array.from({ length: 30 }, (_, i) => course(`X${i}`)),
      ],
    });
    const list = parseShortlist(raw);
    expect(list.slice(0, 2)).toEqual([course("AAA1"), course("GGG7")]);
    expect(list).toHaveLength(SHORTLIST_MAX);
  });

  it("reads corrupt storage as empty, and saving replaces it", () => {
    localStorage.setItem(SHORTLIST_KEY, "][");
    expect(getShortlist()).toEqual([]);
    expect(saveCourse(course("AAA1"))).toBe("saved");
    expect(stored()).toEqual({ v: 1, courses: [course("AAA1")] });
  });
});

describe("storage the browser will not give", () => {
  it("reads as empty and saves nothing when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(getShortlist()).toEqual([]);
    expect(saveCourse(course("AAA1"))).toBe("unavailable");
    expect(() => removeCourse("AAA1")).not.toThrow();
  });

  it("reads as empty when localStorage itself cannot be reached", () => {
    const spy = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(getShortlist()).toEqual([]);
    expect(saveCourse(course("AAA1"))).toBe("unavailable");
    spy.mockRestore();
  });
});

describe("subscribe", () => {
  it("tells subscribers of changes in this tab until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    saveCourse(course("AAA1"));
    removeCourse("AAA1");
    expect(listener).toHaveBeenCalledTimes(2);
    saveCourse(course("AAA1")); // saved
    saveCourse(course("AAA1")); // already saved: nothing changed
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    removeCourse("AAA1");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("tells subscribers of changes other tabs make (the storage event), and only of the shortlist's", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify({ v: 1, courses: [course("AAA1")] }));
    window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: null })); // another tab cleared storage
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getShortlist().map((c) => c.code)).toEqual(["AAA1"]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
