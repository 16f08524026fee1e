import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { formatDate } from "../dates";
import type { Relations } from "../relations";

/** A publication (Tide's tide_publication: a report, a plan, a paper), its chapters in its components. */
export interface PublicationDetail {
  type: "publication";
  /** ISO date for <time datetime>, and its display form. */
  date: string | null;
  dateLabel: string | null;
  /** Who published it: the names of its organisation terms (field_publication_authors). */
  authors: string[];
}

export function publicationDetail(node: Resource, rel: Relations): PublicationDetail {
  const date = str(node.attributes, "field_publication_date");
  const label = formatDate(date);
  return {
    type: "publication",
    date: label ? date : null,
    dateLabel: label,
    authors: rel.many(node, "field_publication_authors").map((t) => str(t.attributes, "name") ?? "").filter(Boolean),
  };
}
