import "server-only";
import type { TideContext } from "./context";
import { getPage } from "./list";
import type { Resource } from "./types";

/** A webform definition by its machine name (`drupal_internal__id`), or null when the content system has none. */
export async function getWebform(webformId: string, ctx: TideContext): Promise<Resource | null> {
  const result = await getPage("webform/webform", { filter: { drupal_internal__id: webformId }, page: { limit: 1 } }, ctx, { tags: [`webform:${webformId}`] });
  return result.data[0] ?? null;
}
