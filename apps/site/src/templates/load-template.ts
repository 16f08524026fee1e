import type { ContentPageView } from "@/mapping/content-page";

export type PageTemplate = (props: { view: ContentPageView; aside?: React.ReactNode }) => React.ReactNode;

/*
 * Each template is its own chunk, loaded when a page shows that type: a page runs no code for types it lacks.
 * The keys are the template names the rows of @yu/content-types give (registry.test.ts checks every one is here).
 */
const PAGE = {
  course: () => import("./course/CourseTemplate").then((m) => m.CourseTemplate),
  event: () => import("./event/EventTemplate").then((m) => m.EventTemplate),
  news: () => import("./news/NewsTemplate").then((m) => m.NewsTemplate),
  profile: () => import("./profile/ProfileTemplate").then((m) => m.ProfileTemplate),
  publication: () => import("./publication/PublicationTemplate").then((m) => m.PublicationTemplate),
  scholarship: () => import("./scholarship/ScholarshipTemplate").then((m) => m.ScholarshipTemplate),
  page: () => import("./page/PageTemplate").then((m) => m.PageTemplate),
} satisfies Record<string, () => Promise<PageTemplate>>;

/** Whole-page templates of spec §2.4 (the default view mode). */
export type PageTemplateName = keyof typeof PAGE;

export const PAGE_TEMPLATE_NAMES = Object.keys(PAGE) as PageTemplateName[];

export const loadPageTemplate = (name: PageTemplateName) => PAGE[name]();
