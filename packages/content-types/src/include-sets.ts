/* Include paths several content types share (TIDE-API.md "Entity"). Include paths must name relationships the type really has. */

/** What every Tide page type includes (spec §3 "Page types"): its site, menus and share images, featured image, tags, topic, related links. */
export const PAGE_BASE = [
  "field_node_site.field_site_main_menu",
  "field_node_site.field_site_og_image.field_media_image",
  "field_featured_image.field_media_image",
  "field_node_site.field_site_twitter_image.field_media_image",
  "field_tags",
  "field_topic",
  "field_related_links",
] as const;

/** Paragraph components of landing-page-like bodies, with what each needs to render. */
export const COMPONENTS = [
  "field_landing_page_component",
  "field_landing_page_component.field_paragraph_accordion",
  "field_landing_page_component.field_paragraph_media.field_media_image",
  "field_landing_page_component.field_paragraph_webform",
  "field_landing_page_component.field_paragraph_media_gallery.field_gallery_media.field_media_image",
  "field_landing_page_component.field_paragraph_keydates",
  "field_landing_page_component.field_paragraph_tabs",
] as const;

/** The contact box of a page, with its phones and social links. */
export const CONTACT = [
  "field_landing_page_contact",
  "field_landing_page_contact.field_paragraph_phones",
  "field_landing_page_contact.field_paragraph_social_media",
] as const;

export const DOCUMENTS = "field_node_documents.field_media_file";
export const FEATURED_IMAGE = "field_featured_image.field_media_image";
