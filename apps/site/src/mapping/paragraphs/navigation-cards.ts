import type { Resource } from "@/tide/types";
import { isRecord, list, str } from "../attributes";
import type { LinkView, ParagraphContext } from "./context";
import { linkField } from "./link-field";

export interface NavigationCardView extends LinkView {
  summary: string | null;
}

export interface NavigationCardsView {
  type: "navigation_cards";
  id: string;
  title: string | null;
  cards: NavigationCardView[];
}

/**
 * paragraph--navigation_cards (ours): a row of cards, each a way into a part of the site (a title that links, and
 * a line about it). In Tide each card would be a card_navigation paragraph; here they sit inline, like buttons.
 * A card without a title or a safe link is left out.
 */
export function navigationCardsView(p: Resource, _ctx: ParagraphContext): NavigationCardsView {
  const a = p.attributes ?? {};
  const cards = list(a, "field_paragraph_cards", isRecord).flatMap((card): NavigationCardView[] => {
    const link = linkField(card);
    return link ? [{ ...link, summary: str(card, "summary")?.trim() || null }] : [];
  });
  return { type: "navigation_cards", id: p.id, title: str(a, "field_paragraph_title")?.trim() || null, cards };
}
