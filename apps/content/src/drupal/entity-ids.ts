const INTERNAL_ID_ATTRIBUTE: Record<string, string> = {
  node: "drupal_internal__nid",
  taxonomy_term: "drupal_internal__tid",
  media: "drupal_internal__mid",
  file: "drupal_internal__fid",
  user: "drupal_internal__uid",
};

/** The attribute that carries Drupal's own id for an entity type (nid, tid, mid, fid, uid, else id). */
export function internalIdAttribute(entityType: string): string {
  return INTERNAL_ID_ATTRIBUTE[entityType] ?? "drupal_internal__id";
}

/** Config entities (webforms, their option lists, menus) are identified in Drupal by their machine name, not a number. */
export function hasMachineNameId(entityType: string): boolean {
  return entityType === "webform" || entityType === "webform_options" || entityType === "menu";
}

/** Entity types whose revisions Drupal exposes; their resources carry a revision id attribute. */
export function revisionIdAttribute(entityType: string): string | null {
  if (entityType === "node" || entityType === "media") return "drupal_internal__vid";
  if (entityType === "taxonomy_term" || entityType === "paragraph" || entityType === "block_content"
    || entityType === "menu_link_content") return "drupal_internal__revision_id";
  return null;
}
