import { describe, expect, it } from "vitest";
import { newsDetail } from "./news";
import { profileDetail } from "./profile";
import { documentOf, resource } from "../testing/tide-document";

describe("newsDetail", () => {
  it("maps the date, categories, byline and location", () => {
    const n = resource("node--news", "n1", {
      title: "Rural health grant", field_news_date: "2026-11-10T09:00:00+11:00", field_news_author_name: "Centre of Policy Studies", field_news_location: "Footscray Park",
    }, { field_news_category: "taxonomy_term--news_category:media-release" });
    const d = newsDetail(n, documentOf(n, [resource("taxonomy_term--news_category", "media-release", { name: "Media release" })]));
    expect(d).toEqual({ type: "news", date: "2026-11-10T09:00:00+11:00", dateLabel: "10 November 2026", categories: ["Media release"], author: "Centre of Policy Studies", location: "Footscray Park" });
  });

  it("leaves out a missing or unparseable date and a missing category", () => {
    const n = resource("node--news", "n2", { title: "x", field_news_date: "soon" }, { field_news_category: null });
    expect(newsDetail(n, documentOf(n, []))).toMatchObject({ date: null, dateLabel: null, categories: [], author: null });
  });
});

describe("profileDetail", () => {
  it("maps a staff profile", () => {
    const p = resource("node--profile", "p1", { title: "Dr Mei Lin", field_profile_type: "staff", field_profile_role: "Senior Lecturer, Nursing", field_profile_expertise: ["Aged care", " Simulation "], field_profile_email: "mei.lin@yu.edu.au" });
    expect(profileDetail(p)).toEqual({ type: "profile", role: "Senior Lecturer, Nursing", kind: "Staff", expertise: ["Aged care", "Simulation"], email: "mei.lin@yu.edu.au" });
  });
  it("drops a malformed email and an unknown profile type", () => {
    const p = resource("node--profile", "p2", { title: "Sam", field_profile_type: "robot", field_profile_email: "<script>@x" });
    expect(profileDetail(p)).toMatchObject({ kind: null, email: null, expertise: [], role: null });
  });
});
