import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { formatDate } from "../dates";
import type { Relations } from "../relations";

export interface NewsDetail {
  type: "news";
  /** ISO date for <time datetime>, and its display form. */
  date: string | null;
  dateLabel: string | null;
  categories: string[];
  author: string | null;
  location: string | null;
}

export function newsDetail(node: Resource, rel: Relations): NewsDetail {
  const a = node.attributes;
  const date = str(a, "field_news_date");
  const label = formatDate(date);
  const authorNode = rel.one(node, "field_news_author");
  return {
    type: "news",
    date: label ? date : null,
    dateLabel: label,
    categories: rel.many(node, "field_news_category").map((t) => str(t.attributes, "name") ?? "").filter(Boolean),
    author: str(a, "field_news_author_name") ?? (authorNode ? str(authorNode.attributes, "title") : null),
    location: str(a, "field_news_location"),
  };
}
