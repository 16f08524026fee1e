import type { ImageModel } from "../image";

/** A piece of content shown as a card in a listing (the card and teaser view modes). */
export interface CardView {
  id: string;
  title: string;
  href: string;
  /** One line under the title: a date, a course level and code, a unit's credit points. */
  meta?: string | null;
  /** Plain text; the card cuts it to 150 characters. */
  summary?: string | null;
  image?: ImageModel | null;
  /** A short label above the title: a news category, "Past event", a unit code. */
  badge?: string | null;
  /** Machine-readable date of `meta`, when `meta` is a date (for <time>). */
  dateTime?: string | null;
}
