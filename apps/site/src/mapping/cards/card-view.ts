import type { ImageModel } from "../image";

/** A piece of content shown as a card in a listing (the card and teaser view modes). */
export interface CardView {
  id: string;
  title: string;
  href: string;
  meta?: string | null;
  summary?: string | null;
  image?: ImageModel | null;
}
