import { describe, expect, it } from "vitest";
import { publicationDetail } from "./publication";
import { documentOf, resource } from "../testing/tide-document";

describe("publicationDetail", () => {
  it("maps the publication date and its authors", () => {
    const p = resource("node--publication", "p1", { title: "Annual research report 2025", field_publication_date: "2026-03-02" },
      { field_publication_authors: ["taxonomy_term--organisation:research-office", "taxonomy_term--organisation:cops"] });
    const d = publicationDetail(p, documentOf(p, [
      resource("taxonomy_term--organisation", "research-office", { name: "Research Office" }),
      resource("taxonomy_term--organisation", "cops", { name: "Centre of Policy Studies" }),
    ]));
    expect(d).toEqual({ type: "publication", date: "2026-03-02", dateLabel: "2 March 2026", authors: ["Research Office", "Centre of Policy Studies"] });
  });

  it("leaves out an unparseable date and missing authors", () => {
    const p = resource("node--publication", "p2", { title: "x", field_publication_date: "soon" }, { field_publication_authors: null });
    expect(publicationDetail(p, documentOf(p, []))).toEqual({ type: "publication", date: null, dateLabel: null, authors: [] });
  });
});
