import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { TideError } from "@/tide/errors";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, config: () => actual.parseEnv({ PRODUCT_SHORT_NAME: "ABC" }) };
});
vi.mock("./site-chrome", () => ({
  loadSiteChrome: async () => ({ site: null, main: null, subsite: null, siteId: "7", siteName: "Yarra University" }),
}));

/** What the content service answers for the courses, and what it was asked. */
let answer: () => Promise<unknown>;
const asked: unknown[][] = [];
vi.mock("@/tide/courses-by-code", () => ({
  getCoursesByCode: (...args: unknown[]) => {
    asked.push(args);
    return answer();
  },
}));

const { loadComparePage, loadShortlistPage } = await import("./course-shortlist");

const nursing = {
  type: "node--course", id: "c1", relationships: {},
  attributes: { title: "Bachelor of Nursing", path: { alias: "/courses/bachelor-of-nursing-hbns" }, field_course_code: "HBNS" },
};

beforeEach(() => {
  asked.length = 0;
});

describe("loadComparePage", () => {
  it("asks the content service for the address's codes and compares what it finds", async () => {
    answer = async () => ({ data: [nursing], included: [] });
    const page = await loadComparePage("course=HBNS&course=ZZ99&course=bad-code", "req-1");
    expect(asked).toEqual([[["HBNS", "ZZ99"], { siteId: "7", requestId: "req-1" }]]);
    expect(page.head).toMatchObject({ pageTitle: "Compare courses", indexable: false });
    expect(page.outcome).toMatchObject({ kind: "compared", view: { notFound: ["ZZ99"], malformed: ["bad-code"] } });
    if (page.outcome.kind === "compared") expect(page.outcome.view.columns.map((c) => c.title)).toEqual(["Bachelor of Nursing"]);
  });

  it("says the courses are unavailable when the content service fails, keeping what the address got wrong", async () => {
    answer = async () => {
      throw new TideError(503, "Unavailable");
    };
    const page = await loadComparePage("course=HBNS&course=x!", null);
    expect(page.outcome).toEqual({ kind: "unavailable", query: { codes: ["HBNS"], extra: [], malformed: ["x!"], audience: "domestic" } });
  });

  it("lets anything else fail the page (the error page, not a misleading message)", async () => {
    answer = async () => {
      throw new TypeError("a bug");
    };
    await expect(loadComparePage("course=HBNS", null)).rejects.toThrow("a bug");
  });
});

describe("loadShortlistPage", () => {
  it("points an empty shortlist to the product's study areas and the course finder", async () => {
    const page = await loadShortlistPage();
    expect(page.startLinks.map((l) => l.uri)).toEqual(["/study-at-abc/courses/browse-study-areas", "/course-discovery"]);
    expect(page.head).toMatchObject({ pageTitle: "Your shortlist", indexable: false });
  });
});
