import { describe, expect, it } from "vitest";
import { cardOf } from "./card";
import { contentTypeOf } from "./content-type";
import { documentOf, imageMedia, resource } from "./tide-document";

const opts = { contentOrigin: "http://content", now: Date.parse("2026-11-22T00:00:00Z") };

describe("cardOf", () => {
  it("makes a course card (the listings' card) with a summary truncated to 150 with '...'", () => {
    const long = "Become a registered nurse, with 800 hours of clinical placement and simulation in our St Albans hospital wards, and a career in every part of the health system.";
    const c = resource("node--course", "c1", { title: "Bachelor of Nursing", path: { alias: "/courses/bachelor-of-nursing-hbns" }, field_course_code: "HBNS", field_course_aqf_level: "Bachelor", field_course_provider: "University", field_landing_page_summary: long }, { field_featured_image: "media--image:m1" });
    const card = cardOf(c, documentOf(c, imageMedia("m1", "/sites/default/files/catalogue/course.svg", "Nurses at work")), opts);
    expect(card).toMatchObject({ id: "c1", title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns", meta: "HBNS" });
    expect(card.summary?.endsWith("...")).toBe(true);
    expect(card.summary!.length).toBeLessThanOrEqual(153);
  });

  it("dates news and events, and names a profile's role", () => {
    const news = resource("node--news", "n1", { title: "Grant", field_news_date: "2026-11-10T09:00:00+11:00", field_news_intro_text: "Short." });
    expect(cardOf(news, documentOf(news, []), opts)).toMatchObject({ meta: "10 November 2026", summary: "Short." });
    const ev = resource("node--event", "e1", { title: "Open day", field_event_dates: [{ value: "2020-08-01T09:00:00+10:00", end_value: "2020-08-01T15:00:00+10:00" }] });
    expect(cardOf(ev, documentOf(ev, []), opts)).toMatchObject({ badge: "Past event", meta: "1 August 2020" });
    const p = resource("node--profile", "p1", { title: "Dr Mei Lin", field_profile_role: "Senior Lecturer" });
    expect(cardOf(p, documentOf(p, []), opts).meta).toBe("Senior Lecturer");
  });

  it("takes a term's description and a block's info as text and title", () => {
    const t = resource("taxonomy_term--study_area", "t1", { name: "Business", description: { value: "<p>Lead &amp; manage.</p>", processed: "<p>Lead &amp; manage.</p>" } });
    expect(cardOf(t, documentOf(t, []), opts)).toMatchObject({ title: "Business", summary: "Lead & manage." });
    const b = resource("block_content--media_gallery", "b1", { info: "Our campuses" });
    expect(cardOf(b, documentOf(b, []), opts)).toMatchObject({ title: "Our campuses", summary: null, meta: null });
  });
});

describe("contentTypeOf", () => {
  it.each([
    ["node--course", "course"], ["node--page_builder", "landing_page"], ["node--landing_page", "landing_page"],
    ["taxonomy_term--study_area", "study_area"], ["taxonomy_term--interest_area", "interest_area"], ["taxonomy_term--tags", "taxonomy_term"],
    ["media--embedded_video", "media"], ["block_content--media_gallery", "block_content"], ["webform--webform", "webform"], ["weird", "weird"],
  ])("%s is shown as %s", (type, expected) => {
    expect(contentTypeOf(type)).toBe(expected);
  });
});
