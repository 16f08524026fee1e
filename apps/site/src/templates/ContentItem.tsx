import type { CardView } from "@/mapping/cards/card-view";
import { isPageTemplate, loadItemTemplate } from "./load-template";
import { resolveTemplate } from "./registry";

/** One piece of content inside another page, in a view mode other than default (card, teaser, search_index …). */
export async function ContentItem({ contentType, viewMode, item }: { contentType: string; viewMode: string; item: CardView }) {
  const { name } = resolveTemplate(contentType, viewMode);
  const Template = await loadItemTemplate(isPageTemplate(name) ? "card" : name);
  return <Template item={item} />;
}
