import { listNameOf, namedListFrom, type OptionLists } from "@yu/webform-rules";
import type { ResourceRow } from "../db/resource-store.ts";

/** The webform_options config entities (Drupal Webform's named option lists) that a form's elements name, from
 * the content system's own store; Drupal Webform's standard lists need none. */
export async function optionListsFor(
  elementOptions: readonly unknown[],
  allOfType: (type: string) => Promise<ResourceRow[]>,
): Promise<OptionLists> {
  const names = new Set(elementOptions.map(listNameOf).filter((name): name is string => name !== null));
  if (names.size === 0) return {};
  const rows = await allOfType("webform_options--webform_options");
  const lists: Record<string, ReturnType<typeof namedListFrom>> = {};
  for (const row of rows) {
    const id = row.attributes.drupal_internal__id;
    if (typeof id === "string" && names.has(id)) lists[id] = namedListFrom(row.attributes.options);
  }
  return lists;
}
