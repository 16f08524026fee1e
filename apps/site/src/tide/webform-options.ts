import "server-only";
import { namedListFrom, type OptionLists } from "@yu/webform-rules";
import { publicContext, type TideContext } from "./context";
import { remember } from "./cached-client";
import { getAllResources } from "./list";

const TYPE = "webform_options--webform_options";

/** The named option lists the content system provides (Drupal Webform's webform_options entities), by machine
 * name, through the shared cache. */
export async function getWebformOptions(ctx?: Partial<TideContext>): Promise<OptionLists> {
  const request = publicContext(ctx);
  return remember(`webform options ${request.siteId}`, async () => {
    const rows = await getAllResources("webform_options/webform_options", { fields: { [TYPE]: "drupal_internal__id,options" } }, request, {
      tags: ["webform_options"],
    });
    const lists: Record<string, ReturnType<typeof namedListFrom>> = {};
    for (const row of rows) {
      const id = row.attributes.drupal_internal__id;
      if (typeof id === "string") lists[id] = namedListFrom(row.attributes.options);
    }
    return lists;
  });
}
