import { structuredDataKind, type StructuredDataKind } from "@yu/content-types";
import { pageDescription, type ContentPageView } from "../content-page";
import { breadcrumbList } from "./breadcrumb-list";
import { courseJsonLd } from "./course";
import { eventJsonLd } from "./event";
import type { JsonLdNode } from "./json-ld";
import { newsArticleJsonLd } from "./news-article";
import { collegeOrUniversity, type UniversityFacts } from "./organization";
import { scholarshipJsonLd } from "./scholarship";

interface Described {
  view: ContentPageView;
  url: string;
  description: string | null;
  image: string | null;
  university: JsonLdNode;
}

/* Each schema.org kind a content type's row may name, and what it is built from (its type's detail). */
const BUILDERS: Record<StructuredDataKind, (p: Described) => JsonLdNode[]> = {
  Course: ({ view, url, description, university }) =>
    view.detail.type === "course" ? [courseJsonLd({ title: view.title, description, url, detail: view.detail, provider: university })] : [],
  Event: ({ view, url, description, image, university }) =>
    view.detail.type === "event" ? eventJsonLd({ title: view.title, description, url, image, detail: view.detail, organizer: university }) : [],
  MonetaryGrant: ({ view, url, description, university }) =>
    view.detail.type === "scholarship" ? [scholarshipJsonLd({ title: view.title, description, url, detail: view.detail, funder: university })] : [],
  NewsArticle: ({ view, url, description, image, university }) => view.detail.type === "news"
    ? [newsArticleJsonLd({ title: view.title, description, url, image, changed: view.changed, detail: view.detail, publisher: university })]
    : [],
};

export interface PageContext {
  origin: string;
  /** The page's own path on this site. */
  path: string;
  university: UniversityFacts;
}

/**
 * The schema.org description of a content page: the university on the home page, what its content type's row of
 * @yu/content-types names (a Course, Events, a MonetaryGrant for a scholarship, a NewsArticle), and the breadcrumb
 * trail the page shows. Pure.
 */
export function pageStructuredData(view: ContentPageView, ctx: PageContext): JsonLdNode[] {
  const origin = ctx.origin.replace(/\/+$/, "");
  const url = ctx.path === "/" ? `${origin}/` : `${origin}${ctx.path}`;
  const university = collegeOrUniversity(ctx.university);
  const description = pageDescription(view);
  const image = view.featuredImage?.src ?? null;
  const nodes: JsonLdNode[] = [];
  if (ctx.path === "/") nodes.push(university);
  const kind = structuredDataKind(view.contentType);
  if (kind !== null) nodes.push(...BUILDERS[kind]({ view, url, description, image, university }));
  const crumbs = breadcrumbList(view.breadcrumbs, origin, url);
  if (crumbs) nodes.push(crumbs);
  return nodes;
}
