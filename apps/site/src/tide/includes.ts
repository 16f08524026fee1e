/* Which relationships an entity fetch includes, by bundle (TIDE-API.md "Entity"). A data table: to support
 * a new content type, add a row. Include paths must name relationships the bundle really has. */

/** Content types that share the page base includes (spec §3 "Page types"). */
export const PAGE_TYPES = ["page", "landing_page", "publication", "profile", "grant", "news", "event"] as const;

const PAGE_BASE = [
  "field_node_site.field_site_main_menu",
  "field_node_site.field_site_og_image.field_media_image",
  "field_featured_image.field_media_image",
  "field_node_site.field_site_twitter_image.field_media_image",
  "field_tags",
  "field_topic",
  "field_related_links",
] as const;

/** Paragraph components of landing-page-like bodies, with what each needs to render. */
const COMPONENTS = [
  "field_landing_page_component",
  "field_landing_page_component.field_paragraph_accordion",
  "field_landing_page_component.field_paragraph_media.field_media_image",
  "field_landing_page_component.field_paragraph_webform",
  "field_landing_page_component.field_paragraph_media_gallery.field_gallery_media.field_media_image",
  "field_landing_page_component.field_paragraph_keydates",
  "field_landing_page_component.field_paragraph_tabs",
] as const;

const CONTACT = [
  "field_landing_page_contact",
  "field_landing_page_contact.field_paragraph_phones",
  "field_landing_page_contact.field_paragraph_social_media",
] as const;

/** Extra includes per `{entity_type}--{bundle}`, on top of the page base where it applies. */
const BUNDLE_INCLUDES: Readonly<Record<string, readonly string[]>> = {
  "node--landing_page": [...COMPONENTS, ...CONTACT, "field_landing_page_hero_image.field_media_image", "field_node_documents.field_media_file"],
  "node--page": [...COMPONENTS, ...CONTACT, "field_node_documents.field_media_file"],
  "node--publication": [...COMPONENTS, ...CONTACT, "field_node_documents.field_media_file"],
  "node--profile": [...CONTACT],
  "node--grant": [...COMPONENTS, ...CONTACT, "field_node_documents.field_media_file"],
  "node--news": ["field_news_author", "field_news_category"],
  "node--event": ["field_event_details", "field_node_link", "field_event_audience"],
  "node--microsite_page": ["field_featured_image.field_media_image", ...COMPONENTS],
  // The university's own types: the featured image and what their pages link to.
  "node--course": ["field_featured_image.field_media_image", "field_study_area", "field_course_campuses", "field_course_study_level",
    "field_course_units", "field_course_unit_sets", "field_course_unit_sets.field_unit_set_units"],
  "node--unit": ["field_featured_image.field_media_image"],
  "node--scholarship": ["field_scholarship_support", "field_scholarship_study_level", "field_scholarship_study_area", "field_scholarship_courses",
    "field_scholarship_equity_group", "field_scholarship_webform"],
  "node--unit_set": ["field_featured_image.field_media_image"],
  "media--embedded_video": ["thumbnail"],
};

/** Relationships the page base carries that a bundle does not have. */
const BUNDLE_EXCLUDES: Readonly<Record<string, readonly string[]>> = {
  "node--grant": ["field_related_links"],
};

const isPageType = (entityType: string, bundle: string) =>
  entityType === "node" && (PAGE_TYPES as readonly string[]).includes(bundle);

/** The include list for one entity fetch; empty for types that need none (taxonomy tags and topic, most media). */
export function includesFor(entityType: string, bundle: string): string[] {
  const key = `${entityType}--${bundle}`;
  const excluded = new Set(BUNDLE_EXCLUDES[key] ?? []);
  const all = [...(isPageType(entityType, bundle) ? PAGE_BASE : []), ...(BUNDLE_INCLUDES[key] ?? [])];
  return [...new Set(all)].filter((path) => !excluded.has(path));
}
