import "server-only";
import { publicContext, type TideContext } from "./context";
import { remember } from "./cached-client";
import { getAllResources } from "./list";

export interface TermOption {
  drupal_internal__tid: string;
  name: string;
}

/** Every term of a vocabulary as options (spec §7 "Term list fetch"), through the shared cache. */
export async function getTerms(vocabulary: string, ctx?: Partial<TideContext>): Promise<TermOption[]> {
  const request = publicContext(ctx);
  return remember(
    `terms ${request.siteId} ${vocabulary}`,
    async () => {
      const terms = await getAllResources(
        `taxonomy_term/${vocabulary}`,
        { fields: { [`taxonomy_term--${vocabulary}`]: "drupal_internal__tid,name" } },
        request,
        { tags: [`terms:${vocabulary}`] },
      );
      return terms.flatMap((t) => {
        const tid = t.attributes.drupal_internal__tid;
        const name = t.attributes.name;
        return (typeof tid === "string" || typeof tid === "number") && typeof name === "string"
          ? [{ drupal_internal__tid: String(tid), name }]
          : [];
      });
    },
    (options) => options.length > 0,
  );
}
