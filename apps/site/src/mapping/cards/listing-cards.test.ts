import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { relatedMany, relatedOne, relationshipMeta, type DocumentLike } from "@/tide/jsonapi";
import type { Relations } from "@/mapping/relations";
import { courseCard, eventCard, newsCard, unitCard } from "./listing-cards";

/* Shaped like /api/v1/node/news?include=field_featured_image.field_media_image,field_news_category. */
const news: Resource = {
  type: "node--news",
  id: "n1",
  attributes: { title: "Rural health grant", field_news_date: "2026-10-06T09:00:00+11:00", field_landing_page_summary: "A grant &amp; more.", path: { alias: "/about-yu/news-events/news/rural-health-grant" } },
  relationships: {
    field_news_category: { data: { type: "taxonomy_term--news_category", id: "t1" } },
    field_featured_image: { data: { type: "media--image", id: "m1" } },
  },
};
const included: Resource[] = [
  { type: "taxonomy_term--news_category", id: "t1", attributes: { name: "Media release" }, relationships: {} },
  { type: "media--image", id: "m1", attributes: { name: "Lecture" }, relationships: { field_media_image: { data: { type: "file--file", id: "f1", meta: { alt: "A lecture", width: 1200, height: 675 } } } } },
  { type: "file--file", id: "f1", attributes: { uri: { value: "public://news-events/lecture.svg", url: "/sites/default/files/news-events/lecture.svg" } }, relationships: {} },
];
const doc: DocumentLike = { data: [news], included };
const rel: Relations = { one: (r, f) => relatedOne(doc, r, f), many: (r, f) => relatedMany(doc, r, f), meta: (r, f) => relationshipMeta(r, f) };

describe("listing cards", () => {
  it("a news card has its category, date, decoded summary and image", () => {
    expect(newsCard(news, rel, "http://cms.test")).toEqual({
      id: "n1",
      title: "Rural health grant",
      href: "/about-yu/news-events/news/rural-health-grant",
      badge: "Media release",
      meta: "6 October 2026",
      dateTime: "2026-10-06T09:00:00+11:00",
      summary: "A grant & more.",
      image: { src: "http://cms.test/sites/default/files/news-events/lecture.svg", alt: "A lecture", width: 1200, height: 675 },
    });
  });

  it("an event card marks a past event and names its venue", () => {
    const event: Resource = { type: "node--event", id: "e1", attributes: { title: "Open day", field_event_venue: "Footscray Park" }, relationships: {} };
    const card = eventCard(event, { next: { value: "2026-08-01T10:00:00+10:00", end_value: "2026-08-01T15:00:00+10:00" }, passed: true }, rel, "http://cms.test");
    expect(card).toMatchObject({ badge: "Past event", meta: "1 August 2026 · Footscray Park", href: "#", image: null });
  });

  it("course and unit cards carry level, code and credit points; missing fields drop out", () => {
    const course: Resource = { type: "node--course", id: "c1", attributes: { title: "Bachelor of Nursing", field_course_code: "HBNS", field_course_level_label: "Undergraduate" }, relationships: {} };
    expect(courseCard(course, "/courses/x/international")).toMatchObject({ badge: "Undergraduate", meta: "HBNS", href: "/courses/x/international", summary: null });
    const unit: Resource = { type: "node--unit", id: "u1", attributes: { field_unit_code: "NIT1101", field_unit_credit_points: 12, field_unit_level: 1 }, relationships: {} };
    expect(unitCard(unit)).toMatchObject({ title: "Untitled", badge: "NIT1101", meta: "12 credit points · Level 1" });
  });
});
