import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { contentPageView, type ContentPageView } from "../content-page";
import type { Relations } from "../relations";
import { jsonLdScriptText, type JsonLdNode } from "./json-ld";
import { pageStructuredData } from "./page-structured-data";
import { schemaProblems } from "./testing/schema-shape";

const origin = "https://www.yu.edu.au";
const university = { name: "Yarra University", url: `${origin}/`, logo: `${origin}/logo.svg`, sameAs: ["https://social.example/yu"] };
const terms: Record<string, Resource> = {
  c1: { type: "taxonomy_term--campus", id: "c1", attributes: { name: "Footscray Park" }, relationships: {} },
};
const rel: Relations = {
  one: () => null,
  many: (r, f) => (f === "field_course_campuses" ? [terms.c1 as Resource] : []),
  meta: () => null,
};
const view = (type: string, attributes: Record<string, unknown>): ContentPageView => {
  const v = contentPageView({ type, id: "n1", attributes, relationships: {} }, rel, { contentOrigin: origin, now: Date.parse("2026-11-25T00:00:00Z") });
  v.breadcrumbs = [{ title: "Home", href: "/" }, { title: "About", href: "/about-yu" }, { title: attributes.title as string, href: null }];
  return v;
};
const typesOf = (nodes: JsonLdNode[]) => nodes.map((n) => n["@type"]);
const valid = (nodes: JsonLdNode[]) => expect(nodes.flatMap((n) => schemaProblems(n))).toEqual([]);

describe("pageStructuredData", () => {
  it("describes the university on the home page", () => {
    const nodes = pageStructuredData(view("node--landing_page", { title: "Home", changed: "2026-11-01T00:00:00+00:00" }), { origin, path: "/", university });
    expect(typesOf(nodes)).toEqual(["CollegeOrUniversity", "BreadcrumbList"]);
    expect(nodes[0]).toMatchObject({ name: "Yarra University", url: `${origin}/`, sameAs: ["https://social.example/yu"] });
    valid(nodes);
  });

  it("describes a course with its instance: modes, duration, campuses", () => {
    const nodes = pageStructuredData(
      view("node--course", {
        title: "Bachelor of Arts",
        field_course_code: "ABAR",
        field_course_duration: "3 years full time or part-time equivalent",
        field_course_study_mode: ["Full time", "Part time"],
        field_course_delivery_mode: ["On campus"],
        field_course_overview: { value: "<p>Think widely.</p>", processed: "<p>Think widely.</p>" },
      }),
      { origin, path: "/courses/bachelor-of-arts-abar", university },
    );
    expect(typesOf(nodes)).toEqual(["Course", "BreadcrumbList"]);
    expect(nodes[0]).toMatchObject({
      name: "Bachelor of Arts",
      courseCode: "ABAR",
      timeRequired: "P3Y",
      provider: { "@type": "CollegeOrUniversity" },
      hasCourseInstance: [{ "@type": "CourseInstance", courseMode: ["Full time", "Part time", "On campus"], location: [{ "@type": "Place", name: "Footscray Park" }] }],
    });
    valid(nodes);
  });

  it("describes a scholarship as a MonetaryGrant funded by the university, with its amount when known", () => {
    const attributes = {
      title: "First in Family Scholarship",
      field_scholarship_summary: "$5,000 a year for the first in their family at university.",
      field_scholarship_value_text: "$5,000 a year",
      field_scholarship_value_amount: 5000,
      field_scholarship_frequency: "per_year",
      field_scholarship_close_date: "2026-12-12",
    };
    const nodes = pageStructuredData(view("node--scholarship", attributes), { origin, path: "/scholarships/first-in-family", university });
    expect(typesOf(nodes)).toEqual(["MonetaryGrant", "BreadcrumbList"]);
    expect(nodes[0]).toEqual({
      "@type": "MonetaryGrant",
      name: "First in Family Scholarship",
      description: "$5,000 a year for the first in their family at university.",
      url: `${origin}/scholarships/first-in-family`,
      funder: expect.objectContaining({ "@type": "CollegeOrUniversity", name: "Yarra University" }),
      amount: { "@type": "MonetaryAmount", currency: "AUD", value: 5000, description: "$5,000 a year" },
    });
    valid(nodes);
    // A waiver has no sum of money: no amount.
    const waiver = pageStructuredData(view("node--scholarship", { title: "Fee waiver", field_scholarship_value_text: "Full tuition fee waiver", field_scholarship_value_amount: null }),
      { origin, path: "/scholarships/fee-waiver", university });
    expect(waiver[0]).not.toHaveProperty("amount");
    valid(waiver);
  });

  it("describes an event once for each of its dates, in person or online", () => {
    const event = {
      title: "Open day",
      field_event_dates: [
        { value: "2026-12-01T09:00:00+11:00", end_value: "2026-12-01T15:00:00+11:00" },
        { value: "2026-12-08T09:00:00+11:00", end_value: "2026-12-08T15:00:00+11:00" },
      ],
      field_event_venue: "Footscray Park campus",
      field_event_location: { address_line1: "Ballarat Road", locality: "Footscray", administrative_area: "VIC", postal_code: "3011", country_code: "AU" },
    };
    const nodes = pageStructuredData(view("node--event", event), { origin, path: "/about-yu/news-events/events/open-day", university });
    expect(typesOf(nodes)).toEqual(["Event", "Event", "BreadcrumbList"]);
    expect(nodes[0]).toMatchObject({
      startDate: "2026-12-01T09:00:00+11:00",
      endDate: "2026-12-01T15:00:00+11:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: [{ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Footscray", postalCode: "3011" } }],
      url: `${origin}/about-yu/news-events/events/open-day`,
    });
    valid(nodes);

    const online = pageStructuredData(view("node--event", { ...event, field_event_location: null, field_event_venue: "Online" }), { origin, path: "/e", university });
    expect(online[0]).toMatchObject({ eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode", location: [{ "@type": "VirtualLocation" }] });
    valid(online);
  });

  it("describes news as a NewsArticle published by the university", () => {
    const nodes = pageStructuredData(
      view("node--news", { title: "New library", field_news_date: "2026-11-20T09:00:00+11:00", changed: "2026-11-21T01:00:00+00:00", field_news_author_name: "Sam Lee" }),
      { origin, path: "/about-yu/news-events/news/new-library", university },
    );
    expect(typesOf(nodes)).toEqual(["NewsArticle", "BreadcrumbList"]);
    expect(nodes[0]).toMatchObject({
      headline: "New library",
      datePublished: "2026-11-20T09:00:00+11:00",
      dateModified: "2026-11-21T01:00:00+00:00",
      author: { "@type": "Person", name: "Sam Lee" },
      publisher: { "@type": "CollegeOrUniversity", name: "Yarra University" },
    });
    valid(nodes);
  });

  it("states no trail where the page shows none (a single crumb)", () => {
    const home = view("node--landing_page", { title: "Home" });
    home.breadcrumbs = [{ title: "Home", href: null }];
    expect(typesOf(pageStructuredData(home, { origin, path: "/", university }))).toEqual(["CollegeOrUniversity"]);
  });

  it("lists the breadcrumb trail with absolute addresses, the page last", () => {
    const nodes = pageStructuredData(view("node--page", { title: "Fees" }), { origin, path: "/about-yu/fees", university });
    expect(nodes).toEqual([
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: "About", item: `${origin}/about-yu` },
          { "@type": "ListItem", position: 3, name: "Fees", item: `${origin}/about-yu/fees` },
        ],
      },
    ]);
  });
});

describe("jsonLdScriptText", () => {
  it("is JSON that no content can end the script with", () => {
    const text = jsonLdScriptText([{ "@type": "NewsArticle", headline: "</script><script>alert(1)</script>" }]);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", "@graph": [{ "@type": "NewsArticle", headline: "</script><script>alert(1)</script>" }] });
  });
});
