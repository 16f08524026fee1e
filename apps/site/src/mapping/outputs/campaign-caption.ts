import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { htmlToText } from "../html";

/** Campaign caption of spec §3: the caption of a campaign's image, else its summary, as plain text. */
export function campaignCaption(campaign: Resource | null, image: Resource | null): string | null {
  const caption = (image && str(image.attributes, "field_media_caption")) ?? (campaign && (str(campaign.attributes, "field_block_summary") ?? str(campaign.attributes, "field_paragraph_summary")));
  const text = htmlToText(caption);
  return text === "" ? null : text;
}
