import { describe, expect, it } from "vitest";
import type { StoredRelationships } from "../db/schema.ts";
import type { IndexedResource, RelatedLookup, RelatedResource } from "./indexed-resource.ts";
import { CONTENT_TYPES } from "@yu/content-types";
import { buildFileDocument, buildNodeDocument, OWN_FIELDS } from "./search-document.ts";

const related = new Map<string, RelatedResource>([
  ["area-health", { type: "taxonomy_term--study_area", attributes: { name: "Health & biomedicine" }, relationships: {} }],
  ["interest-nursing", { type: "taxonomy_term--interest_area", attributes: { name: "Nursing" }, relationships: {} }],
  ["area-preparation", { type: "taxonomy_term--study_area", attributes: { name: "VCE, preparation & English language" }, relationships: {} }],
  ["interest-english", { type: "taxonomy_term--interest_area", attributes: { name: "English language" }, relationships: {} }],
  ["campus-st-albans", { type: "taxonomy_term--campus", attributes: { name: "St Albans" }, relationships: {} }],
  ["level-bachelor", { type: "taxonomy_term--study_level", attributes: { name: "Undergraduate", field_filter_value: "Bachelor" }, relationships: {} }],
  ["category-news", { type: "taxonomy_term--news_category", attributes: { name: "Media release" }, relationships: {} }],
  ["organisation-ihes", { type: "taxonomy_term--organisation", attributes: { name: "Institute for Health and Sport" }, relationships: {} }],
  ["paragraph-1", { type: "paragraph--accordion", attributes: { field_paragraph_title: "Which way?" },
    relationships: { field_paragraph_accordion: { data: [{ type: "paragraph--accordion_content", id: "paragraph-2" }] } } }],
  ["paragraph-2", { type: "paragraph--accordion_content", attributes: { field_paragraph_accordion_body: { value: "<p>Apply through <b>VTAC</b></p>", processed: "<p>Apply through <b>VTAC</b></p>" } }, relationships: {} }],
  ["file-1", { type: "file--file", attributes: { filename: "checklist.pdf", filesize: 2617, uri: { value: "public://x", url: "/sites/default/files/site/checklist.pdf" } }, relationships: {} }],
]);
const lookup: RelatedLookup = { get: (uuid) => related.get(uuid), terms: () => [], course: () => undefined, siteDomain: (tid) => (tid === 7 ? "www.yu.edu.au" : null) };
const rel = (type: string, ...ids: string[]): StoredRelationships[string] => ({ data: ids.map((id) => ({ type, id })) });

function node(type: string, attributes: Record<string, unknown>, relationships: StoredRelationships = {}): IndexedResource {
  return { uuid: "u1", type, internalId: 42, attributes: { changed: "2026-06-15T09:00:00+10:00", ...attributes }, relationships,
    pathAlias: "/a/path", primarySite: 7, siteTids: [7] };
}

const course = node("node--course", {
  title: "Bachelor of Nursing", field_course_code: "HBNS", field_course_level_label: "Undergraduate", field_course_aqf_level: "Bachelor",
  field_course_international: true, field_course_cricos_code: "060123J", field_course_intakes: ["2026-07-18", "2027-01-16"],
  field_course_next_intake: "2026-07-18", field_course_study_mode: ["Full time", "Part time"], field_course_delivery_mode: ["On campus"],
  field_course_duration: "3 years", field_course_credit_points: 288, field_course_provider: "University",
  field_landing_page_summary: "Become a registered nurse.", field_course_overview: { value: "<p>Nurses &amp; care</p>", processed: "<p>Nurses &amp; care</p>" },
}, {
  field_study_area: rel("taxonomy_term--study_area", "area-health"), field_interest_area: rel("taxonomy_term--interest_area", "interest-nursing"),
  field_course_campuses: rel("taxonomy_term--campus", "campus-st-albans"),
  field_course_study_level: { data: { type: "taxonomy_term--study_level", id: "level-bachelor" } },
});

describe("buildNodeDocument", () => {
  it("builds a course with its Funnelback metaData and facet values", () => {
    const document = buildNodeDocument(course, lookup);
    expect(document).toMatchObject({
      title: "Bachelor of Nursing", summary: "Become a registered nurse.", tab: "courses", liveUrl: "https://www.yu.edu.au/a/path",
      nextIntake: "2026-07-18", fileType: "html", fileSize: null,
      meta: { type: "course", site: "7", courseCode: "HBNS", studyLevel: "Undergraduate", courseLevel: "Bachelor", studyLevelFilter: "Bachelor",
        studyTopicArea: "Health & biomedicine", interestArea: "Nursing", campus: "St Albans", deliveryMode: "On campus",
        studyMode: "Full time|Part time", studentType: "Australian resident|International student", nextIntake: "2026-07-18",
        intakes: "2026-07-18|2027-01-16", duration: "3 years", creditPoints: "288", provider: "University", cricosCode: "060123J" },
      facets: { studyLevel: ["Undergraduate"], studyTopicArea: ["Health & biomedicine"], campus: ["St Albans"], deliveryMode: ["On campus"],
        studyMode: ["Full time", "Part time"], studentType: ["Australian resident", "International student"], intake: ["July 2026", "January 2027"] },
    });
    expect(document?.keywords).toContain("HBNS");
    expect(document?.body).toContain("Nurses & care");
    expect(document?.body).not.toMatch(/<p>|Become a registered nurse/);
  });

  it("leaves out absent values and the CRICOS code of a domestic course", () => {
    const domestic = buildNodeDocument({ ...course, attributes: { ...course.attributes, field_course_international: false,
      field_course_next_intake: null, field_course_intakes: ["February", "July"] } }, lookup);
    expect(domestic?.meta.studentType).toBe("Australian resident");
    expect(domestic?.meta).not.toHaveProperty("cricosCode");
    expect(domestic?.meta).not.toHaveProperty("nextIntake");
    expect(domestic?.facets.intake).toEqual(["February", "July"]);
  });

  it("adds the course finder's topic areas to a Higher Education diploma and a preparation course", () => {
    const diploma = buildNodeDocument({ ...course, attributes: { ...course.attributes, field_course_aqf_level: "Higher Education diploma" } }, lookup);
    expect(diploma?.meta.studyTopicArea).toBe("Health & biomedicine|Higher Education diploma");
    expect(diploma?.facets.studyTopicArea).toEqual(["Health & biomedicine", "Higher Education diploma"]);
    const english = buildNodeDocument({ ...course, relationships: { ...course.relationships,
      field_study_area: rel("taxonomy_term--study_area", "area-preparation"),
      field_interest_area: rel("taxonomy_term--interest_area", "interest-english") } }, lookup);
    expect(english?.meta).toMatchObject({ studyTopicArea: "VCE, preparation & English language|English preparation", interestArea: "English language" });
    expect(english?.facets.studyTopicArea).toEqual(["VCE, preparation & English language", "English preparation"]);
  });

  it("builds units and unit sets without a student type", () => {
    const unit = buildNodeDocument(node("node--unit", { title: "Anatomy", field_unit_code: "HBM1001", field_unit_credit_points: 12,
      field_unit_study_period: ["Block 1", "Block 5"] }, { field_unit_study_level: rel("taxonomy_term--study_level", "level-bachelor"),
      field_study_area: rel("taxonomy_term--study_area", "area-health"), field_unit_locations: rel("taxonomy_term--campus", "campus-st-albans") }), lookup);
    expect(unit?.meta).toEqual({ type: "unit", site: "7", unitCode: "HBM1001", studyLevel: "Undergraduate", creditPoints: "12",
      studyPeriod: "Block 1|Block 5", campus: "St Albans", studyTopicArea: "Health & biomedicine" });
    expect(unit?.facets).toEqual({ studyLevel: ["Undergraduate"], studyTopicArea: ["Health & biomedicine"], campus: ["St Albans"] });
    const set = buildNodeDocument(node("node--unit_set", { title: "Nursing major", field_unit_set_code: "HMANUR", field_unit_set_type: "Major" },
      { field_study_area: rel("taxonomy_term--study_area", "area-health") }), lookup);
    expect(set?.meta).toEqual({ type: "unit_set", site: "7", unitSetCode: "HMANUR", unitSetType: "Major", studyTopicArea: "Health & biomedicine" });
    expect(set?.tab).toBe("courses");
  });

  it("builds news, events and profiles", () => {
    const news = buildNodeDocument(node("node--news", { title: "Grant", field_news_date: "2026-06-01T09:00:00+10:00",
      field_news_location: "Sunshine" }, { field_news_category: { data: { type: "taxonomy_term--news_category", id: "category-news" } } }), lookup);
    expect(news).toMatchObject({ tab: "news", date: "2026-05-31T23:00:00.000Z", meta: { type: "news", newsCategory: "Media release", newsLocation: "Sunshine" } });
    const event = buildNodeDocument(node("node--event", { title: "Open day", field_event_venue: "Footscray Park", field_event_price: "Free",
      field_event_dates: [{ value: "2026-08-01T09:00:00+10:00", end_value: "2026-08-01T15:00:00+10:00" }, { value: "2026-05-01T09:00:00+10:00" }] }), lookup);
    expect(event).toMatchObject({ tab: "events", meta: { type: "event", eventVenue: "Footscray Park", eventPrice: "Free" },
      eventDates: [["2026-04-30T23:00:00.000Z", "2026-04-30T23:00:00.000Z"], ["2026-07-31T23:00:00.000Z", "2026-08-01T05:00:00.000Z"]],
      eventLastEnd: "2026-08-01T05:00:00.000Z" });
    const profile = buildNodeDocument(node("node--profile", { title: "Mei-Ling Tran", field_profile_role: "Dean", field_profile_type: "staff",
      field_profile_expertise: ["Simulation", "Workforce"] }), lookup);
    expect(profile).toMatchObject({ tab: "people", meta: { type: "profile", role: "Dean", profileType: "staff", expertise: "Simulation|Workforce" } });
  });

  it("reads the text of a page's paragraphs, nested ones too, as plain text", () => {
    const page = buildNodeDocument(node("node--landing_page", { title: "How to apply", field_landing_page_intro_text: "Apply in an hour." },
      { field_landing_page_component: rel("paragraph--accordion", "paragraph-1") }), lookup);
    expect(page).toMatchObject({ tab: "other", summary: "Apply in an hour.", meta: { type: "landing_page", site: "7" } });
    expect(page?.body).toContain("Which way?");
    expect(page?.body).toContain("Apply through VTAC");
  });

  it("leaves out nodes without a path alias or title", () => {
    expect(buildNodeDocument({ ...course, pathAlias: null }, lookup)).toBeNull();
    expect(buildNodeDocument({ ...course, attributes: { title: " " } }, lookup)).toBeNull();
  });
});

describe("buildFileDocument", () => {
  it("indexes a document file at its file URL with its type and size", () => {
    const file = buildFileDocument({ ...node("media--document", { name: "Application checklist" },
      { field_media_file: { data: { type: "file--file", id: "file-1" } } }), pathAlias: null, primarySite: null, siteTids: [] }, lookup);
    expect(file).toMatchObject({ title: "Application checklist", liveUrl: "/sites/default/files/site/checklist.pdf", fileType: "pdf",
      fileSize: 2617, tab: "other", meta: { type: "document" } });
  });
});

describe("a publication's document", () => {
  it("is dated by its publication date, in the content collection's Other tab, its authors its metaData and keywords", () => {
    const publication = buildNodeDocument(node("node--publication", { title: "Return to sport after concussion", field_publication_date: "2025-09-15",
      field_landing_page_summary: "A guide for community clubs." }, { field_publication_authors: rel("taxonomy_term--organisation", "organisation-ihes") }), lookup);
    expect(publication).toMatchObject({ tab: "other", date: "2025-09-15T00:00:00.000Z", summary: "A guide for community clubs.",
      keywords: "Institute for Health and Sport", meta: { type: "publication", publicationAuthors: "Institute for Health and Sport" } });
    expect(publication?.body).not.toContain("2025-09-15");
  });
});

describe("the content types' own search fields", () => {
  it("has the code every content type's row names for what its table row cannot say", () => {
    for (const row of CONTENT_TYPES) {
      const own = row.search?.ownFields;
      if (own !== undefined) expect(Object.keys(OWN_FIELDS), `${row.type} names ownFields "${own}"`).toContain(own);
    }
  });
});
