import { pageDescription, type ContentPageView } from "../content-page";
import { breadcrumbList } from "./breadcrumb-list";
import { courseJsonLd } from "./course";
import { eventJsonLd } from "./event";
import type { JsonLdNode } from "./json-ld";
import { newsArticleJsonLd } from "./news-article";
import { collegeOrUniversity, type UniversityFacts } from "./organization";
import { scholarshipJsonLd } from "./scholarship";

export interface PageContext {
  origin: string;
  /** The page's own path on this site. */
  path: string;
  university: UniversityFacts;
}

/**
 * The schema.org description of a content page: the university on the home page, a Course, Events, a
 * MonetaryGrant (a scholarship) or a NewsArticle by content type, and the breadcrumb trail the page shows. Pure.
 */
export function pageStructuredData(view: ContentPageView, ctx: PageContext): JsonLdNode[] {
  const origin = ctx.origin.replace(/\/+$/, "");
  const url = ctx.path === "/" ? `${origin}/` : `${origin}${ctx.path}`;
  const university = collegeOrUniversity(ctx.university);
  const description = pageDescription(view);
  const image = view.featuredImage?.src ?? null;
  const nodes: JsonLdNode[] = [];
  if (ctx.path === "/") nodes.push(university);
  const d = view.detail;
  if (d.type === "course") nodes.push(courseJsonLd({ title: view.title, description, url, detail: d, provider: university }));
  if (d.type === "event") nodes.push(...eventJsonLd({ title: view.title, description, url, image, detail: d, organizer: university }));
  if (d.type === "scholarship") nodes.push(scholarshipJsonLd({ title: view.title, description, url, detail: d, funder: university }));
  if (d.type === "news") nodes.push(newsArticleJsonLd({ title: view.title, description, url, image, changed: view.changed, detail: d, publisher: university }));
  const crumbs = breadcrumbList(view.breadcrumbs, origin, url);
  if (crumbs) nodes.push(crumbs);
  return nodes;
}
