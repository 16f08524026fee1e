import { badRequest } from "./errors.ts";
import { parseFieldPath } from "./field-path.ts";

export interface SortField {
  path: string[];
  descending: boolean;
}

const MAX_SORT_FIELDS = 5;

/** `sort=-field_news_date,title`, or Drupal's long form `sort[name][path]=…&sort[name][direction]=DESC`. */
export function parseSort(raw: unknown): SortField[] {
  if (raw === undefined || raw === "") return [];
  let fields: SortField[];
  if (typeof raw === "string") {
    fields = raw.split(",").map((part) => part.trim()).filter((part) => part !== "").map((part) => {
      const descending = part.startsWith("-");
      return { path: parseFieldPath(descending ? part.slice(1) : part.replace(/^\+/, ""), "sort"), descending };
    });
  } else if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
    fields = Object.entries(raw).map(([name, spec]) => {
      const { path, direction } = (typeof spec === "object" && spec !== null ? spec : {}) as { path?: unknown; direction?: unknown };
      if (typeof path !== "string") throw badRequest(`sort[${name}] needs a path.`, `sort[${name}]`);
      if (direction !== undefined && direction !== "ASC" && direction !== "DESC") {
        throw badRequest(`sort[${name}][direction] must be ASC or DESC.`, `sort[${name}]`);
      }
      return { path: parseFieldPath(path, `sort[${name}]`), descending: direction === "DESC" };
    });
  } else {
    throw badRequest("sort must be a comma-separated list of fields.", "sort");
  }
  if (fields.length > MAX_SORT_FIELDS) throw badRequest(`sort accepts at most ${MAX_SORT_FIELDS} fields.`, "sort");
  return fields;
}
