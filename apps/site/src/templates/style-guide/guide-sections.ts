/* The style guide's sections in page order: each names a component and the state it shows. */

export interface GuideSection {
  /** The section's fragment (without `#`): letters, digits and hyphens. */
  id: string;
  title: string;
}

export const GUIDE_SECTIONS = [
  { id: "guide-site-alerts", title: "Site alerts: emergency, warning and information" },
  { id: "guide-breadcrumbs", title: "Breadcrumbs" },
  { id: "guide-accordion-multiple", title: "Accordion: several items open at once" },
  { id: "guide-accordion-single", title: "Accordion: one item open at a time" },
  { id: "guide-accordion-numbered", title: "Accordion: numbered items" },
  { id: "guide-tabs", title: "Tabs" },
  { id: "guide-video", title: "Video with a transcript panel" },
  { id: "guide-video-banner", title: "Video: banner variant" },
  { id: "guide-buttons-types", title: "Buttons: every type and size" },
  { id: "guide-buttons-kinds", title: "Buttons: link, button and submit kinds" },
  { id: "guide-buttons-states", title: "Buttons: icons and disabled" },
  { id: "guide-cta-banner", title: "Call to action: banner" },
  { id: "guide-cta-card", title: "Call to action: card, without and with an image" },
  { id: "guide-related-links", title: "Related links: related, contact, tools and hidden title" },
  { id: "guide-key-dates", title: "Key dates with a call to action" },
  { id: "guide-cards", title: "Cards: news, event, past event, course, unit and page" },
  { id: "guide-course-cards", title: "Course cards: with and without an intake" },
  { id: "guide-rich-text", title: "Rich text: headings, lists and links" },
  { id: "guide-table", title: "Rich text: table" },
  { id: "guide-quote", title: "Rich text: quote" },
  { id: "guide-statistics", title: "Rich text: statistics" },
  { id: "guide-figures", title: "Image figures: plain, and with caption, source and description" },
  { id: "guide-gallery", title: "Media gallery" },
  { id: "guide-documents", title: "Documents to download" },
  { id: "guide-link-list", title: "Link list" },
  { id: "guide-pagination", title: "Pagination: first page and a middle page" },
  { id: "guide-form-errors", title: "Web form: errors after a refused submit" },
  { id: "guide-form-success", title: "Web form: success alert" },
  { id: "guide-form-danger", title: "Web form: failure alert" },
  { id: "guide-form-filter", title: "Web form: select summary, two-handle slider, date, and sending again after Clear form" },
] as const satisfies readonly GuideSection[];

export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]["id"];

export interface ContentsEntry {
  href: string;
  title: string;
}

const FRAGMENT = /^[a-z][a-z0-9-]*$/;

/** The table of contents of a list of sections: one in-page link each, in order. Refuses an id that is not a
 * plain fragment or is used twice, since either would leave a link that goes nowhere. */
export function contentsOf(sections: readonly GuideSection[]): ContentsEntry[] {
  const seen = new Set<string>();
  return sections.map(({ id, title }) => {
    if (!FRAGMENT.test(id)) throw new Error(`Style guide section id is not a plain fragment: ${id}`);
    if (seen.has(id)) throw new Error(`Style guide section id used twice: ${id}`);
    seen.add(id);
    return { href: `#${id}`, title };
  });
}
