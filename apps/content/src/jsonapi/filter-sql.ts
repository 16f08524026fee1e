import { sql, type SQL } from "drizzle-orm";
import { resources } from "../db/schema.ts";
import type { FilterGroup, FilterNode, FilterOperator } from "./filter-types.ts";
import type { SortField } from "./parse-sort.ts";

/** The resource a condition is evaluated on: the listed one, or a related one inside a subquery. */
export interface Scope {
  uuid: SQL;
  type: SQL;
  attributes: SQL;
  relationships: SQL;
  depth: number;
}

export interface FilterSqlOptions {
  /** Whether related resources reached through a relationship path may be unpublished. */
  includeUnpublished: boolean;
}

export const rootScope: Scope = {
  uuid: sql`${resources.uuid}`, type: sql`${resources.type}`, attributes: sql`${resources.attributes}`,
  relationships: sql`${resources.relationships}`, depth: 0,
};

function aliasScope(depth: number): Scope {
  const alias = `r${depth}`;
  return {
    uuid: sql.raw(`${alias}.uuid`), type: sql.raw(`${alias}.type`), attributes: sql.raw(`${alias}.attributes`),
    relationships: sql.raw(`${alias}.relationships`), depth,
  };
}

type PositiveOperator = Exclude<FilterOperator, "<>" | "NOT IN" | "NOT BETWEEN" | "IS NULL">;

const NEGATIONS: Partial<Record<FilterOperator, PositiveOperator>> = {
  "<>": "=", "NOT IN": "IN", "NOT BETWEEN": "BETWEEN", "IS NULL": "IS NOT NULL",
};

const NUMBER = /^-?\d+(\.\d+)?$/;

// Path segments are validated field names ([A-Za-z0-9_]), so quoting them is all a jsonpath needs.
export function jsonPath(segments: string[]): string {
  return `$${segments.map((segment) => `."${segment}"`).join("")}`;
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}

/**
 * A jsonpath predicate and its variables. Query values arrive as strings, so each is also offered as a
 * number (when numeric) and as a boolean ("1"/"true", "0"/"false") to match how Drupal compares.
 */
export function predicateFor(operator: PositiveOperator, values: string[]): { predicate: string; vars: Record<string, unknown> } {
  const vars: Record<string, unknown> = {};
  const compare = (comparison: string, index: number): string[] => {
    const value = values[index] ?? "";
    vars[`s${index}`] = value;
    const terms = [`@ ${comparison} $s${index}`];
    if (NUMBER.test(value)) {
      vars[`n${index}`] = Number(value);
      terms.push(`@ ${comparison} $n${index}`);
    }
    if (comparison === "==" && (value === "1" || value === "true")) terms.push("@ == true");
    if (comparison === "==" && (value === "0" || value === "false")) terms.push("@ == false");
    return terms;
  };
  const regex = (pattern: string) => `@ like_regex ${JSON.stringify(pattern)} flag "i"`;
  switch (operator) {
    case "=":
      return { predicate: compare("==", 0).join(" || "), vars };
    case "IN":
      return { predicate: values.flatMap((_value, index) => compare("==", index)).join(" || "), vars };
    case ">": case ">=": case "<": case "<=":
      return { predicate: compare(operator, 0).join(" || "), vars };
    case "BETWEEN": {
      const [low = "", high = ""] = values;
      vars.s0 = low;
      vars.s1 = high;
      const terms = ["(@ >= $s0 && @ <= $s1)"];
      if (NUMBER.test(low) && NUMBER.test(high)) {
        vars.n0 = Number(low);
        vars.n1 = Number(high);
        terms.push("(@ >= $n0 && @ <= $n1)");
      }
      return { predicate: terms.join(" || "), vars };
    }
    case "CONTAINS":
      return { predicate: regex(escapeRegex(values[0] ?? "")), vars };
    case "STARTS_WITH":
      return { predicate: regex(`^${escapeRegex(values[0] ?? "")}`), vars };
    case "ENDS_WITH":
      return { predicate: regex(`${escapeRegex(values[0] ?? "")}$`), vars };
    case "IS NOT NULL":
      return { predicate: "@ != null", vars };
  }
}

/**
 * A condition every row an equality filter keeps must meet, written so that the database can answer it from the
 * GIN indexes of migration 8: the attribute holds one of the values (`@?`, the same jsonpath test with its values
 * inline, as the index needs them), or the name is a relationship of this row. Null where no index helps.
 */
function indexedNecessity(path: string[], operator: PositiveOperator, values: string[], scope: Scope): SQL | null {
  const [head = ""] = path;
  if (operator !== "=" && operator !== "IN") return null;
  const { predicate, vars } = predicateFor(operator, values);
  // The values are JSON literals (strings escaped as JSON, which jsonpath reads the same way); the path is a parameter.
  const inline = predicate.replace(/\$([sn]\d+)/g, (_match, name: string) => JSON.stringify(vars[name]));
  return sql`(${scope.attributes} @? ${`${jsonPath(path)} ? (${inline})`}::jsonpath OR ${scope.relationships} ? ${head})`;
}

function jsonExists(target: SQL, segments: string[], operator: PositiveOperator, values: string[]): SQL {
  const { predicate, vars } = predicateFor(operator, values);
  return sql`jsonb_path_exists(${target}, ${`${jsonPath(segments)} ? (${predicate})`}::jsonpath, ${JSON.stringify(vars)}::jsonb)`;
}

const INTERNAL_ID = /^drupal_internal__(nid|tid|mid|fid|uid|id)$/;

function relationshipTest(field: string, rest: string[], operator: PositiveOperator, values: string[], scope: Scope,
  options: FilterSqlOptions): SQL {
  const [next] = rest;
  if (rest.length === 0 || (rest.length === 1 && (next === "id" || next === "type"))) {
    return jsonExists(scope.relationships, [field, "data", next ?? "id"], operator, values);
  }
  if (next === "meta") return jsonExists(scope.relationships, [field, "data", ...rest], operator, values);
  // Relationship meta carries the target's Drupal id, which saves a join for the most common filter.
  if (rest.length === 1 && next !== undefined && INTERNAL_ID.test(next)) {
    return jsonExists(scope.relationships, [field, "data", "meta", "drupal_internal__target_id"], operator, values);
  }
  const inner = aliasScope(scope.depth + 1);
  const alias = sql.raw(`r${inner.depth}`);
  const published = options.includeUnpublished ? sql`` : sql` AND ${alias}.published`;
  return sql`EXISTS (SELECT 1 FROM resources ${alias} WHERE ${inner.uuid} IN (SELECT (jsonb_path_query(${scope.relationships}, ${`${jsonPath([field, "data", "id"])}`}::jsonpath) #>> '{}')::uuid)${published} AND ${positiveTest(rest, operator, values, inner, options)})`;
}

function positiveTest(path: string[], operator: PositiveOperator, values: string[], scope: Scope, options: FilterSqlOptions,
  indexed = true): SQL {
  const [head = "", ...rest] = path;
  if (rest.length === 0 && (head === "id" || head === "type")) {
    return jsonExists(sql`jsonb_build_object(${head}::text, ${head === "id" ? scope.uuid : scope.type}::text)`, [head], operator, values);
  }
  // Resources are stored generically, so whether a name is a relationship is decided per row.
  const attributeTest = jsonExists(scope.attributes, path, operator, values);
  const related = relationshipTest(head, rest, operator, values, scope, options);
  const exact = sql`(CASE WHEN ${scope.relationships} ? ${head} THEN ${related} ELSE ${attributeTest} END)`;
  // A negated test keeps the rows the index would find, so it gains nothing from it.
  const necessity = indexed ? indexedNecessity(path, operator, values, scope) : null;
  return necessity === null ? exact : sql`(${necessity} AND ${exact})`;
}

export function conditionSql(path: string[], operator: FilterOperator, values: string[], options: FilterSqlOptions,
  scope: Scope = rootScope): SQL {
  const positive = NEGATIONS[operator];
  if (positive !== undefined) return sql`NOT ${positiveTest(path, positive, values, scope, options, false)}`;
  return positiveTest(path, operator as PositiveOperator, values, scope, options);
}

/** The WHERE fragment for a parsed filter tree. */
export function filterSql(node: FilterNode, options: FilterSqlOptions, scope: Scope = rootScope): SQL {
  if (node.kind === "condition") return conditionSql(node.path, node.operator, node.values, options, scope);
  const parts = node.members.map((member) => filterSql(member, options, scope));
  if (parts.length === 0) return sql`TRUE`;
  return sql`(${sql.join(parts, sql.raw(node.conjunction === "AND" ? " AND " : " OR "))})`;
}

export function filterGroupSql(group: FilterGroup | null, options: FilterSqlOptions): SQL | undefined {
  return group === null ? undefined : filterSql(group, options);
}

function textArray(segments: string[]): string {
  return `{${segments.join(",")}}`;
}

/** The jsonb value a sort path reads; a relationship path reads the first related resource. */
export function sortValueSql(path: string[], scope: Scope = rootScope): SQL {
  const [head = "", ...rest] = path;
  if (rest.length === 0 && head === "id") return sql`to_jsonb(${scope.uuid}::text)`;
  const attribute = sql`(${scope.attributes} #> ${textArray(path)}::text[])`;
  if (rest.length === 0) return attribute;
  const inner = aliasScope(scope.depth + 1);
  const alias = sql.raw(`r${inner.depth}`);
  const target = sql`coalesce(${scope.relationships} #>> ${textArray([head, "data", "id"])}::text[], ${scope.relationships} #>> ${textArray([head, "data", "0", "id"])}::text[])::uuid`;
  const related = sql`(SELECT ${sortValueSql(rest, inner)} FROM resources ${alias} WHERE ${inner.uuid} = ${target} LIMIT 1)`;
  return sql`(CASE WHEN ${scope.relationships} ? ${head} THEN ${related} ELSE ${attribute} END)`;
}

/**
 * ORDER BY terms: strings compare case-insensitively in byte order (the same on every database
 * collation), other JSON values in jsonb order; missing values sort last either way.
 */
export function sortSql(fields: SortField[]): SQL[] {
  return fields.flatMap(({ path, descending }) => {
    const value = sortValueSql(path);
    const direction = sql.raw(descending ? "DESC" : "ASC");
    return [
      sql`(CASE WHEN jsonb_typeof(${value}) = 'string' THEN lower(${value} #>> '{}') END) COLLATE "C" ${direction} NULLS LAST`,
      sql`${value} ${direction} NULLS LAST`,
    ];
  });
}
