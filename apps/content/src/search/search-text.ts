const SKIPPED = /^(drupal_internal__|langcode|default_langcode|status|created|changed|path|uri|format|moderation_state|revision_|promote|sticky|weight|filemime|filesize|behavior_settings|parent_|field_machine_name|field_site_domains)/;
const MAX_LENGTH = 20_000;

function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&[a-z#0-9]+;/gi, " ");
}

function collect(value: unknown, out: string[], key: string): void {
  if (SKIPPED.test(key)) return;
  if (typeof value === "string") {
    // A formatted text field has both `value` and `processed`; one of them is enough.
    if (key === "value" || key === "summary") return;
    out.push(stripHtml(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, out, key);
  } else if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    const hasProcessed = typeof record.processed === "string";
    for (const [child, item] of Object.entries(record)) {
      if (child === "value" && !hasProcessed && typeof item === "string") out.push(stripHtml(item));
      else collect(item, out, child);
    }
  }
}

/** Plain text of a resource for search: title or name first, then the other text fields. */
export function buildSearchText(attributes: Record<string, unknown>): string {
  const parts: string[] = [];
  const title = attributes.title ?? attributes.name;
  if (typeof title === "string") parts.push(title);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "title" || key === "name") continue;
    collect(value, parts, key);
  }
  return parts.join(" ").replace(/\s+/g, " ").trim().slice(0, MAX_LENGTH);
}
