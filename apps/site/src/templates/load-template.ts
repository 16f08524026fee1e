import type { ContentPageView } from "@/mapping/content-page";
import type { PageTemplateName } from "./registry";

export type PageTemplate = (props: { view: ContentPageView; aside?: React.ReactNode }) => React.ReactNode;

/* Each template is its own chunk, loaded when a page shows that type: a page runs no code for types it lacks. */
const PAGE: Record<PageTemplateName, () => Promise<PageTemplate>> = {
  course: () => import("./course/CourseTemplate").then((m) => m.CourseTemplate),
  event: () => import("./event/EventTemplate").then((m) => m.EventTemplate),
  news: () => import("./news/NewsTemplate").then((m) => m.NewsTemplate),
  profile: () => import("./profile/ProfileTemplate").then((m) => m.ProfileTemplate),
  scholarship: () => import("./scholarship/ScholarshipTemplate").then((m) => m.ScholarshipTemplate),
  page: () => import("./page/PageTemplate").then((m) => m.PageTemplate),
};

export const loadPageTemplate = (name: PageTemplateName) => PAGE[name]();
