import { badRequest } from "./errors.ts";
import { isFieldName } from "./field-path.ts";
import type { FilterGroup } from "./filter-types.ts";
import { parseInclude, type IncludeTree } from "./include-tree.ts";
import { parseFilter } from "./parse-filter.ts";
import { parseSort, type SortField } from "./parse-sort.ts";

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 50;

export type ResourceVersion = { kind: "latest" } | { kind: "id"; id: number };

export interface JsonApiQuery {
  include: IncludeTree;
  /** Sparse fieldsets by resource type; absent types show every field. */
  fields: Map<string, Set<string>>;
  filter: FilterGroup | null;
  sort: SortField[];
  page: { offset: number; limit: number };
  resourceVersion: ResourceVersion | null;
  site: number | null;
}

const TYPE = /^[a-z][a-z0-9_]*--[a-z0-9_]+$/;

function parseFields(raw: unknown): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  if (raw === undefined) return fields;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw badRequest("fields must be given per type: fields[node--page]=title,path.", "fields");
  }
  for (const [type, list] of Object.entries(raw)) {
    const parameter = `fields[${type}]`;
    if (!TYPE.test(type)) throw badRequest(`"${type}" is not a resource type.`, parameter);
    if (typeof list !== "string") throw badRequest(`${parameter} must be a comma-separated list of field names.`, parameter);
    const names = list.split(",").map((name) => name.trim()).filter((name) => name !== "");
    for (const name of names) if (!isFieldName(name)) throw badRequest(`"${name}" is not a field name.`, parameter);
    fields.set(type, new Set(names));
  }
  return fields;
}

function parseInteger(raw: unknown, parameter: string, min: number): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw) || Number(raw) < min) {
    throw badRequest(`${parameter} must be an integer of at least ${min}.`, parameter);
  }
  return Number(raw);
}

function parsePage(raw: unknown): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: DEFAULT_PAGE_LIMIT };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw badRequest("page must be page[offset] and page[limit].", "page");
  const { offset, limit } = raw as { offset?: unknown; limit?: unknown };
  return {
    offset: parseInteger(offset, "page[offset]", 0) ?? 0,
    // Drupal caps the page size silently rather than refusing larger requests.
    limit: Math.min(parseInteger(limit, "page[limit]", 1) ?? DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
  };
}

export function parseResourceVersion(raw: unknown): ResourceVersion | null {
  if (raw === undefined) return null;
  if (raw === "rel:working-copy" || raw === "rel:latest-version") return { kind: "latest" };
  if (typeof raw === "string" && /^id:\d{1,9}$/.test(raw)) return { kind: "id", id: Number(raw.slice(3)) };
  throw badRequest('resourceVersion must be "rel:working-copy", "rel:latest-version" or "id:{revision id}".', "resourceVersion");
}

export function parseSite(raw: unknown): number | null {
  if (raw === undefined) return null;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) throw badRequest("site must be a numeric site id.", "site");
  return Number(raw);
}

/** Parses a qs-parsed query string into a JSON:API query; every malformed part is a 400 naming it. */
export function parseJsonApiQuery(query: Record<string, unknown>): JsonApiQuery {
  return {
    include: parseInclude(query.include),
    fields: parseFields(query.fields),
    filter: parseFilter(query.filter),
    sort: parseSort(query.sort),
    page: parsePage(query.page),
    resourceVersion: parseResourceVersion(query.resourceVersion),
    site: parseSite(query.site),
  };
}
