import type { NewsDetail } from "../types/news";
import { node, type JsonLdNode } from "./json-ld";

/** A news page as schema.org's NewsArticle, published by the university. */
export function newsArticleJsonLd(n: { title: string; description: string | null; url: string; image: string | null; changed: string | null; detail: NewsDetail; publisher: JsonLdNode }): JsonLdNode {
  return node("NewsArticle", {
    headline: n.title,
    description: n.description,
    url: n.url,
    mainEntityOfPage: n.url,
    image: n.image ? [n.image] : [],
    datePublished: n.detail.date,
    dateModified: n.changed ?? n.detail.date,
    author: n.detail.author ? node("Person", { name: n.detail.author }) : n.publisher,
    publisher: n.publisher,
    articleSection: n.detail.categories,
  });
}
