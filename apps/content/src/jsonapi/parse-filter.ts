import { badRequest } from "./errors.ts";
import { parseFieldPath } from "./field-path.ts";
import { FILTER_OPERATORS, type FilterCondition, type FilterGroup, type FilterNode, type FilterOperator } from "./filter-types.ts";

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** qs yields a list, or a mapping with numeric keys once a list is long or sparse. */
function asStringList(value: unknown, parameter: string): string[] {
  const items = Array.isArray(value) ? value
    : isMapping(value) && Object.keys(value).every((key) => /^\d+$/.test(key)) ? Object.values(value) : [value];
  return items.map((item) => {
    if (typeof item !== "string") throw badRequest("Filter values must be strings.", parameter);
    return item;
  });
}

function parseOperator(raw: unknown, parameter: string): FilterOperator {
  if (raw === undefined) return "=";
  const operator = typeof raw === "string" ? FILTER_OPERATORS.find((known) => known === raw.trim().toUpperCase()) : undefined;
  if (operator === undefined) {
    throw badRequest(`The operator ${JSON.stringify(raw)} is not supported (use one of ${FILTER_OPERATORS.join(", ")}).`, parameter);
  }
  return operator;
}

function checkArity(operator: FilterOperator, values: string[], parameter: string): string[] {
  if (operator === "IS NULL" || operator === "IS NOT NULL") return [];
  if (operator === "IN" || operator === "NOT IN") {
    if (values.length === 0) throw badRequest(`The ${operator} operator needs at least one value.`, parameter);
    return values;
  }
  if (operator === "BETWEEN" || operator === "NOT BETWEEN") {
    if (values.length !== 2) throw badRequest(`The ${operator} operator needs exactly two values.`, parameter);
    return values;
  }
  if (values.length !== 1) throw badRequest(`The ${operator} operator needs exactly one value.`, parameter);
  return values;
}

interface Pending {
  node: FilterNode;
  memberOf: string | null;
}

function parseCondition(name: string, spec: Mapping, parameter: string): FilterCondition {
  const rawPath = spec.path ?? name;
  if (typeof rawPath !== "string") throw badRequest("A filter path must be a string.", parameter);
  const operator = parseOperator(spec.operator, parameter);
  const needsValue = operator !== "IS NULL" && operator !== "IS NOT NULL";
  if (needsValue && spec.value === undefined) throw badRequest(`The filter "${name}" has no value.`, parameter);
  const values = spec.value === undefined ? [] : asStringList(spec.value, parameter);
  return { kind: "condition", path: parseFieldPath(rawPath, parameter), operator, values: checkArity(operator, values, parameter) };
}

function memberOf(spec: Mapping, parameter: string): string | null {
  if (spec.memberOf === undefined) return null;
  if (typeof spec.memberOf !== "string" || spec.memberOf === "") throw badRequest("memberOf must name a group.", parameter);
  return spec.memberOf;
}

/**
 * Parses Drupal's filter parameter: the shortcut `filter[field]=value`, the condition form
 * `filter[name][condition][path|operator|value|memberOf]` and groups `filter[name][group][conjunction]`.
 * Returns the root AND group, or null when there is no filter.
 */
export function parseFilter(raw: unknown): FilterGroup | null {
  if (raw === undefined) return null;
  if (!isMapping(raw)) throw badRequest("The filter parameter must be keyed by field or filter name.", "filter");
  const pending = new Map<string, Pending>();
  for (const [name, spec] of Object.entries(raw)) {
    const parameter = `filter[${name}]`;
    if (typeof spec === "string" || Array.isArray(spec)) {
      const values = asStringList(spec, parameter);
      const operator: FilterOperator = values.length > 1 ? "IN" : "=";
      pending.set(name, { node: { kind: "condition", path: parseFieldPath(name, parameter), operator, values }, memberOf: null });
    } else if (isMapping(spec) && isMapping(spec.condition)) {
      pending.set(name, { node: parseCondition(name, spec.condition, parameter), memberOf: memberOf(spec.condition, parameter) });
    } else if (isMapping(spec) && isMapping(spec.group)) {
      const conjunction = spec.group.conjunction ?? "AND";
      if (conjunction !== "AND" && conjunction !== "OR") throw badRequest("A group conjunction must be AND or OR.", parameter);
      pending.set(name, { node: { kind: "group", conjunction, members: [] }, memberOf: memberOf(spec.group, parameter) });
    } else if (isMapping(spec) && ("value" in spec || "operator" in spec || "path" in spec)) {
      pending.set(name, { node: parseCondition(name, spec, parameter), memberOf: memberOf(spec, parameter) });
    } else {
      throw badRequest(`The filter "${name}" is not a value, a condition or a group.`, parameter);
    }
  }
  const root: FilterGroup = { kind: "group", conjunction: "AND", members: [] };
  for (const [name, { node, memberOf: parent }] of pending) {
    if (parent === null) {
      root.members.push(node);
      continue;
    }
    const group = pending.get(parent)?.node;
    if (group?.kind !== "group") throw badRequest(`memberOf "${parent}" does not name a filter group.`, `filter[${name}]`);
    group.members.push(node);
  }
  // A group that is (indirectly) a member of itself never reaches the root.
  const reached = new Set<FilterNode>();
  const visit = (node: FilterNode) => {
    reached.add(node);
    if (node.kind === "group") node.members.forEach(visit);
  };
  visit(root);
  for (const [name, { node }] of pending) {
    if (!reached.has(node)) throw badRequest(`The filter group "${name}" is a member of itself.`, `filter[${name}]`);
  }
  const prune = (group: FilterGroup): FilterGroup => ({ ...group, members: group.members
    .map((member) => (member.kind === "group" ? prune(member) : member))
    .filter((member) => member.kind === "condition" || member.members.length > 0) });
  const pruned = prune(root);
  return pruned.members.length === 0 ? null : pruned;
}
