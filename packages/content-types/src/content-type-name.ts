/**
 * The content type a JSON:API resource type is shown as (the site's template registry's key): nodes by bundle,
 * study and interest areas by vocabulary, every other term, media and block as one type each.
 */
export function contentTypeOf(resourceType: string): string {
  const [entity = "", bundle = ""] = resourceType.split("--");
  switch (entity) {
    case "node":
      return bundle === "page_builder" ? "landing_page" : bundle;
    case "taxonomy_term":
      return bundle === "study_area" || bundle === "interest_area" ? bundle : "taxonomy_term";
    case "media":
      return "media";
    case "block_content":
      return "block_content";
    case "webform":
      return "webform";
    case "user":
      return "user";
    default:
      return resourceType;
  }
}
