import type { ContentTypeRow } from "./content-type.ts";
import { COMPONENTS, CONTACT, DOCUMENTS, FEATURED_IMAGE } from "./include-sets.ts";

/* Summary attributes: most types carry the landing page's summary (Tide's), some an intro of their own. */
const SUMMARY = "field_landing_page_summary";
const INTRO = "field_landing_page_intro_text";

/** One row per content type; the sitemaps list the pages of the types they take in the rows' order. */
export const CONTENT_TYPES: readonly ContentTypeRow[] = [
  {
    type: "node--landing_page",
    includes: { pageBase: true, extra: [...COMPONENTS, ...CONTACT, "field_landing_page_hero_image.field_media_image", DOCUMENTS] },
    template: "page",
    search: { collections: ["content"], tab: null, summary: [SUMMARY, INTRO], notBody: [SUMMARY] },
    sitemap: true, feed: null, structuredData: null,
  },
  {
    type: "node--page",
    includes: { pageBase: true, extra: [...COMPONENTS, ...CONTACT, DOCUMENTS] },
    template: "page",
    search: { collections: ["content"], tab: null, summary: [SUMMARY, "field_page_intro_text"], notBody: [SUMMARY] },
    sitemap: true, feed: null, structuredData: null,
  },
  {
    type: "node--news",
    includes: { pageBase: true, extra: ["field_news_author", "field_news_category"] },
    template: "news",
    search: {
      collections: ["content"], tab: "news", summary: [SUMMARY, "field_news_intro_text"], notBody: [SUMMARY, "field_news_location"],
      date: { attribute: "field_news_date" },
      meta: { newsCategory: "field_news_category", newsLocation: "field_news_location" },
      keywords: ["field_news_category", "field_news_location"],
    },
    sitemap: true, feed: "rss", structuredData: "NewsArticle",
  },
  {
    type: "node--event",
    includes: { pageBase: true, extra: ["field_event_details", "field_node_link", "field_event_audience"] },
    template: "event",
    search: {
      collections: ["content"], tab: "events", summary: [SUMMARY, "field_event_intro_text"],
      notBody: [SUMMARY, "field_event_dates", "field_event_booking_url", "field_event_price", "field_event_venue"],
      date: { eventDates: "field_event_dates" },
      meta: { eventVenue: "field_event_venue", eventPrice: "field_event_price" },
      keywords: ["field_event_venue", "field_event_audience"],
    },
    sitemap: true, feed: "icalendar", structuredData: "Event",
  },
  {
    type: "node--course",
    // The university's own types: the featured image and what their pages link to.
    includes: { pageBase: false, extra: [FEATURED_IMAGE, "field_study_area", "field_course_campuses", "field_course_study_level",
      "field_course_units", "field_course_unit_sets", "field_course_unit_sets.field_unit_set_units"] },
    template: "course",
    search: {
      collections: ["courses"], tab: "courses", summary: [SUMMARY], ownFields: "course",
      notBody: [SUMMARY, "field_course_code", "field_course_aqf_level", "field_course_level_label", "field_course_provider", "field_course_duration",
        "field_course_intakes", "field_course_next_intake", "field_course_study_mode", "field_course_delivery_mode", "field_course_cricos_code",
        // A course's figures for deciding and acting: addresses, codes, numbers and dates, not words to search.
        "field_course_apply_domestic", "field_course_apply_international", "field_course_admissions_centre_code", "field_course_duration_years",
        "field_course_fee_year", "field_course_fee_csp_annual", "field_course_fee_domestic_annual", "field_course_fee_international_annual",
        "field_course_entry_year", "field_course_lowest_selection_rank", "field_course_median_selection_rank", "field_course_student_profile",
        "field_course_application_dates"],
    },
    // Its key dates are a calendar file of its own (feeds/courses): not a feed others subscribe to.
    sitemap: true, feed: "icalendar", structuredData: "Course",
  },
  {
    type: "node--unit",
    includes: { pageBase: false, extra: [FEATURED_IMAGE] },
    // Units and unit sets have routes of their own (/units, /unitsets), not the content route.
    template: null,
    search: { collections: ["courses"], tab: "courses", summary: [SUMMARY], notBody: [SUMMARY, "field_unit_code", "field_unit_study_period"], ownFields: "unit" },
    sitemap: true, feed: null, structuredData: null,
  },
  {
    type: "node--unit_set",
    includes: { pageBase: false, extra: [FEATURED_IMAGE] },
    template: null,
    search: { collections: ["courses"], tab: "courses", summary: [SUMMARY], notBody: [SUMMARY, "field_unit_set_code", "field_unit_set_type"], ownFields: "unitSet" },
    sitemap: true, feed: null, structuredData: null,
  },
  {
    type: "node--profile",
    includes: { pageBase: true, extra: [...CONTACT] },
    template: "profile",
    search: {
      collections: ["content"], tab: "people", summary: [SUMMARY, "field_profile_intro_text"],
      notBody: [SUMMARY, "field_profile_type", "field_profile_role", "field_profile_expertise", "field_profile_email"],
      meta: { role: "field_profile_role", profileType: "field_profile_type", expertise: "field_profile_expertise" },
      keywords: ["field_profile_role", "field_profile_expertise"],
    },
    sitemap: true, feed: null, structuredData: null,
  },
  {
    type: "node--scholarship",
    includes: { pageBase: false, extra: ["field_scholarship_support", "field_scholarship_study_level", "field_scholarship_study_area",
      "field_scholarship_courses", "field_scholarship_equity_group", "field_scholarship_webform"] },
    template: "scholarship",
    search: {
      collections: ["content", "scholarships"], tab: "scholarships", summary: ["field_scholarship_summary"], ownFields: "scholarship",
      // A scholarship's figures, dates, lists and links: its metaData and facets.
      notBody: ["field_scholarship_summary", "field_scholarship_value_text", "field_scholarship_value_amount", "field_scholarship_frequency",
        "field_scholarship_duration_years", "field_scholarship_audience", "field_scholarship_year_of_study", "field_scholarship_selection",
        "field_scholarship_apply_link", "field_scholarship_open_date", "field_scholarship_close_date", "field_scholarship_awards"],
    },
    // Its close date is a calendar file of its own (feeds/scholarships).
    sitemap: true, feed: "icalendar", structuredData: "MonetaryGrant",
  },
  {
    // Tide's tide_publication: a report, a plan, a paper; its chapters are its components, its files its documents.
    type: "node--publication",
    includes: { pageBase: true, extra: [...COMPONENTS, ...CONTACT, DOCUMENTS, "field_publication_authors"] },
    template: "publication",
    search: {
      collections: ["content"], tab: null, summary: [SUMMARY, INTRO], notBody: [SUMMARY, "field_publication_date"],
      date: { attribute: "field_publication_date" },
      meta: { publicationAuthors: "field_publication_authors" },
      keywords: ["field_publication_authors"],
    },
    sitemap: true, feed: null, structuredData: null,
  },
  {
    type: "node--grant",
    includes: { pageBase: true, extra: [...COMPONENTS, ...CONTACT, DOCUMENTS], without: ["field_related_links"] },
    template: null,
    search: { collections: ["content"], tab: null, summary: [SUMMARY, INTRO], notBody: [SUMMARY] },
    sitemap: false, feed: null, structuredData: null,
  },
  {
    type: "node--microsite_page",
    includes: { pageBase: false, extra: [FEATURED_IMAGE, ...COMPONENTS] },
    template: "page",
    search: { collections: ["content"], tab: null, summary: [SUMMARY, INTRO], notBody: [SUMMARY] },
    sitemap: false, feed: null, structuredData: null,
  },
  // The lighter types, shown on the generic page (its body is their text).
  { type: "node--success_story", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "node--student_profile", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "taxonomy_term--study_area", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "taxonomy_term--interest_area", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "taxonomy_term--*", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "webform--webform", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "media--*", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
  { type: "media--embedded_video", includes: { pageBase: false, extra: ["thumbnail"] }, template: "page", search: null, sitemap: false, feed: null,
    structuredData: null },
  { type: "block_content--*", includes: null, template: "page", search: null, sitemap: false, feed: null, structuredData: null },
];
