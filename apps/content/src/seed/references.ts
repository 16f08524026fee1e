/** A resource reference as written in seed YAML: "node--page:home" or { ref: "…", meta: {…} }. */
export interface Reference {
  type: string;
  key: string;
  meta?: Record<string, unknown>;
}

const TYPE = /^[a-z][a-z0-9_]*--[a-z0-9_]+$/;

export function isResourceType(type: string): boolean {
  return TYPE.test(type);
}

export function parseReferenceString(text: string): Reference | null {
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const type = text.slice(0, colon);
  const key = text.slice(colon + 1);
  if (!isResourceType(type) || key === "" || /\s/.test(key)) return null;
  return { type, key };
}

/** Parses one relationship item; null when it is not a reference at all. */
export function parseReference(value: unknown): Reference | null {
  if (typeof value === "string") return parseReferenceString(value);
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "ref" in value) {
    const { ref, meta } = value as { ref: unknown; meta?: unknown };
    if (typeof ref !== "string") return null;
    const parsed = parseReferenceString(ref);
    if (parsed === null) return null;
    if (meta === undefined || meta === null) return parsed;
    if (typeof meta !== "object" || Array.isArray(meta)) return null;
    return { ...parsed, meta: meta as Record<string, unknown> };
  }
  return null;
}

export function splitType(type: string): { entityType: string; bundle: string } {
  const [entityType = "", bundle = ""] = type.split("--");
  return { entityType, bundle };
}
