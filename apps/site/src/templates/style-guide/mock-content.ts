/* The style guide's sample content: complete view models of every component, in the shapes the site's mappings
 * produce. Nothing here is fetched: the guide shows the same components whatever the content system holds. */
import type { Crumb } from "@/mapping/navigation/breadcrumb-trail";
import { BUTTON_SIZES, BUTTON_TYPES } from "@/mapping/button-rules";
import type { PaginationModel } from "@/mapping/pagination";
import { initialModel, mapWebform } from "@/mapping/webform/element-mapping";
import type { FormElement, WebformSchema } from "@/mapping/webform/field-schema";
import type { CardView } from "@/mapping/cards/card-view";
import type { CourseCardView } from "@/mapping/course-card";
import type { DocumentView } from "@/mapping/documents";
import type { LinkModel } from "@/mapping/link";
import type {
  AccordionView,
  ButtonsView,
  CallToActionView,
  EmbeddedVideoView,
  KeyDatesView,
  MediaGalleryView,
  RelatedLinksView,
  TabsView,
  TextView,
} from "@/mapping/paragraphs/paragraph-views";
import type { FigureView } from "@/mapping/paragraphs/figure";
import { videoEmbed } from "@/mapping/paragraphs/video-embed-url";
import type { SiteAlertModel } from "@/mapping/site-alerts";

/** A sample picture drawn inline (no request to the content system or anywhere else). */
function picture(label: string, background: string, width = 800, height = 450): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.35"/><path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width * 0.75} ${height * 0.6} L${width} ${height} Z" fill="#000000" fill-opacity="0.25"/><text x="32" y="64" font-family="sans-serif" font-size="36" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const figure = (id: string, label: string, background: string, extra: Partial<FigureView> = {}): FigureView => ({
  id,
  src: picture(label, background),
  alt: `${label}: a sample picture`,
  width: 800,
  height: 450,
  source: null,
  longDescription: null,
  ...extra,
});

export const figures = {
  plain: figure("fig-plain", "Campus lawn", "#2d5f8a"),
  captioned: figure("fig-captioned", "Library", "#6b3f7a", {
    caption: "Students studying in the library's quiet reading room.",
    source: "University photography",
    longDescription: "A long reading room with timber desks under tall windows; four students work on laptops while afternoon light falls across the carpet.",
  }),
};

const faqItems = [
  { id: "faq-apply", title: "How do I apply?", subtitle: null, titleLink: null, html: "<p>Apply directly through our website, or through VTAC if you are finishing Year 12.</p>" },
  { id: "faq-fees", title: "How much will my course cost?", subtitle: null, titleLink: null, html: "<p>Fees depend on your course and your citizenship. Each course page lists an indicative annual fee.</p>" },
  { id: "faq-credit", title: "Can I get credit for previous study?", subtitle: null, titleLink: null, html: "<p>Yes. Tell us about your earlier study when you apply and we will assess it for credit.</p>" },
];

export const accordions: { multiple: AccordionView; single: AccordionView; numbered: AccordionView } = {
  multiple: { type: "accordion", id: "sg-acc-multiple", title: "Frequently asked questions", introHtml: "<p>Open as many answers as you like, or all of them at once.</p>", mode: "multiple", numbered: false, items: faqItems },
  single: {
    type: "accordion",
    id: "sg-acc-single",
    title: "After you apply",
    introHtml: "",
    mode: "single",
    numbered: false,
    items: [
      { id: "step-confirm", title: "We confirm your application", subtitle: "Within one business day", titleLink: null, html: "<p>You receive an email with your application number.</p>" },
      { id: "step-assess", title: "We assess it", subtitle: "Usually two to four weeks", titleLink: { text: "Check your course's entry requirements", href: "/study-at-yu/how-to-apply" }, html: "<p>We check your documents against the course's entry requirements.</p>" },
      { id: "step-offer", title: "You receive an offer", subtitle: null, titleLink: null, html: "<p>Accept it online, then enrol in your units.</p>" },
    ],
  },
  numbered: { type: "accordion", id: "sg-acc-numbered", title: "Steps to enrol", introHtml: "", mode: "multiple", numbered: true, items: faqItems.map((item, i) => ({ ...item, id: `step-${i + 1}` })) },
};

export const tabs: TabsView = {
  type: "tabs",
  id: "sg-tabs",
  title: "What you need to apply",
  tabs: [
    { id: "tab-undergraduate", title: "Undergraduate", html: "<p>Your VCE results or an equivalent qualification, and proof of identity.</p>" },
    { id: "tab-postgraduate", title: "Postgraduate", html: "<p>A completed bachelor degree and, for research degrees, a research proposal.</p>" },
    { id: "tab-tafe", title: "TAFE", html: "<p>Most TAFE courses have no formal prerequisites; some ask for a short interview.</p>" },
  ],
};

const VIDEO_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

const baseVideo: EmbeddedVideoView = {
  type: "video",
  id: "sg-video",
  title: null,
  videoTitle: "A day on campus",
  caption: "Follow three students through a day of classes, study and sport.",
  embed: videoEmbed(VIDEO_URL),
  url: VIDEO_URL,
  transcriptHtml: "<p><strong>Narrator:</strong> It's eight in the morning and the campus is waking up.</p><p><strong>Student:</strong> My first class is a workshop, so I grab a coffee and head to the design studio.</p>",
  transcriptLabel: "A day on campus - transcript",
  link: { text: "Explore campus life", href: "/about-yu/campuses" },
  variant: "default",
  aspectRatio: "16 / 9",
  edgeToEdge: false,
  theme: "light",
  diamond: false,
};

export const videos: { standard: EmbeddedVideoView; banner: EmbeddedVideoView } = {
  standard: baseVideo,
  banner: { ...baseVideo, id: "sg-video-banner", videoTitle: "Campus highlights", caption: null, transcriptLabel: "Campus highlights - transcript", embed: videoEmbed(VIDEO_URL, { banner: true }), variant: "banner", theme: "dark", link: null },
};

/** Every button type at every size. */
export const buttonGrid: ButtonsView[] = BUTTON_TYPES.map((type) => ({
  type: "buttons",
  id: `sg-buttons-${type}`,
  title: null,
  buttons: BUTTON_SIZES.map((size) => ({ text: `${type[0]?.toUpperCase() ?? ""}${type.slice(1)} ${size}`, href: "/study-at-yu/how-to-apply", type, size, icon: null, iconPlacement: "after", disabled: false })),
}));

/** The other states a button takes: icons before and after, and disabled. */
export const buttonStates: ButtonsView = {
  type: "buttons",
  id: "sg-buttons-states",
  title: null,
  buttons: [
    { text: "Icon after", href: "/study-at-yu/how-to-apply", type: "primary", size: "medium", icon: "arrow-right", iconPlacement: "after", disabled: false },
    { text: "Icon before", href: "/study-at-yu", type: "secondary", size: "medium", icon: "arrow-left", iconPlacement: "before", disabled: false },
    { text: "Disabled", href: "/study-at-yu/how-to-apply", type: "primary", size: "medium", icon: null, iconPlacement: "after", disabled: true },
  ],
};

export const callsToAction: { banner: CallToActionView; card: CallToActionView; withImage: CallToActionView } = {
  banner: { type: "cta", id: "sg-cta-banner", title: "Applications are open", html: "<p>Start in February or July. Most courses take applications until mid-January.</p>", link: { text: "Apply now", href: "/study-at-yu/how-to-apply" }, style: "banner", image: null },
  card: { type: "cta", id: "sg-cta-card", title: "Talk to a course adviser", html: "<p>Book a one-on-one chat about your options.</p>", link: { text: "Book a chat", href: "/about-yu/contact-us" }, style: "card", image: null },
  withImage: { type: "cta", id: "sg-cta-image", title: "Visit us on Open Day", html: "<p>Tour the campus, meet teachers and try a sample class.</p>", link: { text: "Register for Open Day", href: "/about-yu/news-events/events" }, style: "card", image: figures.plain },
};

const links = [
  { text: "Scholarships", href: "/study-at-yu/scholarships" },
  { text: "Accommodation", href: "/about-yu/campuses" },
  { text: "Student support", href: "/about-yu/contact-us" },
];

export const relatedLinks: RelatedLinksView[] = [
  { type: "links", id: "sg-links-related", style: "related_links", title: "Related", hideTitle: false, links },
  { type: "links", id: "sg-links-contact", style: "contact", title: "Contact us", hideTitle: false, links: [{ text: "Call 1300 000 000", href: "tel:1300000000" }, { text: "Email future students", href: "mailto:study@example.edu.au" }] },
  { type: "links", id: "sg-links-tools", style: "tools", title: "Tools", hideTitle: false, links: [{ text: "Course finder", href: "/course-discovery" }, { text: "Fee estimator", href: "/study-at-yu/scholarships" }] },
  { type: "links", id: "sg-links-hidden", style: "related_links", title: "More about studying here", hideTitle: true, links },
];

export const keyDates: KeyDatesView = {
  type: "key_dates",
  id: "sg-key-dates",
  title: "Key dates",
  dates: [
    { id: "kd-open-day", date: "2027-08-15", dateLabel: "15 August 2027", title: "Open Day", summary: "Tours, talks and sample classes on every campus." },
    { id: "kd-applications", date: "2027-09-30", dateLabel: "30 September 2027", title: "Early applications close", summary: null },
    { id: "kd-semester", date: "2028-02-26", dateLabel: "26 February 2028", title: "Semester 1 begins", summary: "Orientation runs the week before." },
  ],
  cta: { text: "See the academic calendar", href: "/about-yu/news-events" },
};

export const gallery: MediaGalleryView = { type: "media_gallery", id: "sg-gallery", title: null, images: [figures.plain, figure("fig-gallery-2", "Sports centre", "#3f6b4a"), figure("fig-gallery-3", "Design studio", "#8a4b2d")] };

/** Rich text as editors write it: headings, lists, a table, quotes and a statistic. */
export const richText: Record<"lists" | "table" | "quote" | "statistics", TextView> = {
  lists: {
    type: "text",
    id: "sg-text-lists",
    title: null,
    html: "<h3>A third-level heading</h3><p>A paragraph with <strong>strong text</strong>, <em>emphasis</em> and <a href=\"/study-at-yu\">a link</a>.</p><ul><li>An unordered list item</li><li>Another item<ul><li>A nested item</li></ul></li></ul><ol><li>First step</li><li>Second step</li><li>Third step</li></ol>",
  },
  table: {
    type: "text",
    id: "sg-text-table",
    title: null,
    html: "<table><caption>Indicative annual fees (2027)</caption><thead><tr><th scope=\"col\">Course</th><th scope=\"col\">Domestic</th><th scope=\"col\">International</th></tr></thead><tbody><tr><td>Bachelor of Arts</td><td>$7,250</td><td>$31,500</td></tr><tr><td>Bachelor of Nursing</td><td>$4,445</td><td>$36,800</td></tr><tr><td>Master of Business Administration</td><td>$38,400</td><td>$42,000</td></tr></tbody></table>",
  },
  quote: {
    type: "text",
    id: "sg-text-quote",
    title: null,
    html: "<blockquote><p>The block model meant I could focus on one unit at a time, and I never felt swamped.</p><p>— Priya, Bachelor of Psychology</p></blockquote>",
  },
  statistics: {
    type: "text",
    id: "sg-text-statistics",
    title: null,
    html: "<p><strong>92%</strong> of our graduates are in work or further study four months after finishing.</p><p><strong>5 stars</strong> for teaching quality in the Good Universities Guide.</p>",
  },
};

const card = (id: string, fields: Omit<CardView, "id" | "href"> & { href?: string }): CardView => ({ id, href: "/about-yu/news-events/news", ...fields });

/** A card of each kind the listings show (mapping/cards/listing-cards.ts). */
export const cards: { label: string; card: CardView }[] = [
  { label: "News", card: card("card-news", { title: "New research centre opens in Footscray", badge: "Research", meta: "3 March 2027", dateTime: "2027-03-03", summary: "The centre brings together health and engineering researchers to work on assistive technology.", image: { src: picture("News", "#2d5f8a"), alt: "", width: 800, height: 450 } }) },
  { label: "Event", card: card("card-event", { title: "Open Day 2027", href: "/about-yu/news-events/events", meta: "15 August 2027, 10:00 am · Footscray Park campus", summary: "Tour the campus, meet teachers and students, and try a sample class." }) },
  { label: "Past event", card: card("card-past-event", { title: "Careers fair", href: "/about-yu/news-events/events", badge: "Past event", meta: "12 May 2026 · City campus", summary: "More than 60 employers met students about internships and graduate roles." }) },
  { label: "Course", card: card("card-course", { title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns", badge: "Undergraduate", meta: "HBNS · 3 years full time", summary: "Learn to care for people across hospitals and the community." }) },
  { label: "Unit", card: card("card-unit", { title: "Introduction to programming", href: "/units/NIT1101", badge: "NIT1101", meta: "12 credit points · Level 1", summary: null }) },
  { label: "Page", card: card("card-page", { title: "Scholarships", href: "/study-at-yu/scholarships", summary: "Scholarships help with fees, living costs and study materials." }) },
];

export const courseCards: CourseCardView[] = [
  { key: "course-hbns", title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns", code: "HBNS", levelLabel: "Undergraduate", duration: "3 years full time", campuses: ["Footscray Park", "St Albans"], studyModes: ["On campus"], nextIntake: "22 February 2027", summary: "Learn to care for people across hospitals and the community.", includeInIntakeFilter: true },
  { key: "course-cert", title: "Certificate III in Carpentry", href: "/courses/certificate-iii-in-carpentry-cpc30220", code: null, levelLabel: "TAFE", duration: "12 months", campuses: ["Sunshine"], studyModes: ["On campus"], nextIntake: null, summary: null, includeInIntakeFilter: false },
];

export const siteAlerts: SiteAlertModel[] = [
  { id: "style-guide-emergency", type: "emergency", title: "Campus closed today", messageHtml: "<p>Footscray Park campus is closed because of a power failure. Classes move online.</p>", link: { title: "Read the update", uri: "/about-yu/news-events/news" } },
  { id: "style-guide-warning", type: "warning", title: "Enrolment system maintenance", messageHtml: "<p>Enrolment is unavailable on Saturday from 8 am to noon.</p>", link: null },
  { id: "style-guide-info", type: "info", title: "Library hours extended", messageHtml: "<p>The library is open until midnight during the exam period.</p>", link: null },
];

export const documents: DocumentView[] = [
  { id: "doc-guide", name: "Course guide 2027", url: "/study-at-yu/course-guide-2027.pdf", extension: "PDF", size: "2.56 MB" },
  { id: "doc-form", name: "Credit application form", url: "/study-at-yu/credit-application.docx", extension: "DOCX", size: "48.2 KB" },
];

export const breadcrumbs: Crumb[] = [
  { title: "Home", href: "/" },
  { title: "Study with us", href: "/study-at-yu" },
  { title: "How to apply", href: "/study-at-yu/how-to-apply" },
  { title: "Style guide", href: null },
];

export const pagination: { first: PaginationModel; middle: PaginationModel } = {
  first: { current: 1, count: 12, firstHref: "/about-yu/news-events/news", hrefTemplate: "/about-yu/news-events/news/all/{page}" },
  middle: { current: 6, count: 12, firstHref: "/about-yu/news-events/news", hrefTemplate: "/about-yu/news-events/news/all/{page}" },
};

export const linkList: LinkModel[] = [
  { title: "Browse study areas", uri: "/study-at-yu/courses/browse-study-areas" },
  { title: "All courses A to Z", uri: "/study-at-yu/courses/browse-study-areas/all-courses-a-to-z" },
  { title: "Contact us", uri: "/about-yu/contact-us" },
];

const required = (name: string, label: string, message: string) => ({ name, states: null, label, hint: null, required: true, requiredMessage: message, clearOnHide: false, disabled: false });

const formElements: FormElement[] = [
  { ...required("full_name", "Full name", "Enter your full name"), kind: "text", inputType: "text", placeholder: null, length: { min: null, max: 100 }, words: null, showOptional: false, defaultValue: null, patternMessage: null },
  { ...required("email", "Email address", "Enter your email address"), hint: "We only use it to reply to you.", kind: "text", inputType: "email", placeholder: null, length: { min: null, max: null }, words: null, showOptional: false, defaultValue: null, patternMessage: null },
  { ...required("study_level", "Level of study", "Choose a level of study"), kind: "radios", options: [{ value: "undergraduate", label: "Undergraduate" }, { value: "postgraduate", label: "Postgraduate" }, { value: "tafe", label: "TAFE" }], optionsList: null, defaultValue: null },
  { ...required("campus", "Preferred campus", "Choose a campus"), kind: "select", options: [{ value: "footscray", label: "Footscray Park" }, { value: "city", label: "City" }, { value: "sunshine", label: "Sunshine" }], multiple: false, emptyOption: "Choose a campus", showItems: 4, optionsList: null, defaultValue: null },
  { ...required("question", "Your question", "Enter your question"), kind: "textarea", placeholder: null, length: { min: null, max: 500 }, words: null, showOptional: false, defaultValue: null },
  { ...required("privacy", "I agree to the collection of my details", "Agree to the privacy statement to continue"), kind: "privacy-statement", heading: "Privacy statement", content: "<p>We collect your details to answer your enquiry.</p>", defaultValue: false },
  { name: "actions", states: null, kind: "actions", submitLabel: "Send enquiry", clearLabel: "Clear form" },
];

/** A form with the common kinds of question; its machine name is the guide's own, so it is never sent anywhere real. */
export const webform: WebformSchema = {
  tideId: "style_guide_sample",
  title: "Sample enquiry form",
  category: null,
  elements: formElements,
  model: initialModel(formElements),
  settings: { hideFormAfterSuccess: false, redirectUrl: null, submitOnClear: false, messages: { success: null, failure: null } },
};

/**
 * A filter-like form as a Tide definition (read by the same mapping as real forms): a multiple select naming two
 * choices before '+ N more', a two-handle slider, a date, and 'Clear form' that sends the emptied form again.
 */
export const filterWebform: WebformSchema | null = mapWebform({
  drupal_internal__id: "style_guide_filter",
  title: "Sample filter form",
  settings: { form_submit_on_reset: true, confirmation_type: "inline" },
  elements: {
    keyword: { "#type": "textfield", "#title": "Keyword", "#required": true, "#required_error": "Enter a keyword." },
    campuses: {
      "#type": "select", "#title": "Campuses", "#multiple": true, "#showitems": 2,
      "#options": { footscray: "Footscray Park", city: "City Tower", sunshine: "Sunshine", werribee: "Werribee" },
      "#default_value": ["footscray", "city", "sunshine"],
    },
    fees: { "#type": "webform_range", "#range": true, "#title": "Yearly fees", "#field_prefix": "$", "#min": 0, "#max": 40000, "#step": 1000, "#default_value": "8000,24000" },
    starts: { "#type": "webform_date", "#title": "Starting after" },
    actions: { "#type": "webform_actions", "#submit__label": "Show results" },
  },
});

/** A one-question form for the alerts, which look the same whatever the form asks. */
const shortElements: FormElement[] = [formElements[1], formElements[formElements.length - 1]].filter((el): el is FormElement => el !== undefined);
export const shortWebform: WebformSchema = { ...webform, elements: shortElements, model: initialModel(shortElements) };

export const formAlerts = {
  success: { kind: "success" as const, text: "Thank you. We have received your enquiry and will reply within two business days." },
  danger: { kind: "danger" as const, text: "Sorry, we could not send your form. Please try again in a few minutes." },
};
