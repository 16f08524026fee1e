import { badRequest } from "../jsonapi/errors.ts";
import { hasControlCharacter } from "../text/has-control-character.ts";
import { normaliseWords } from "./normalise-words.ts";

/** Funnelback's numeric metadata comparisons: `ge_closeDate=20261128` keeps documents whose closeDate is ≥ 20261128. */
export type RangeOperator = "ge" | "gt" | "le" | "lt" | "eq";

export interface MetaRange {
  field: string;
  operator: RangeOperator;
  value: number;
}

/** Funnelback's `meta_{class}_orsand=a b`: the document's metaData class holds at least one of the words (mandatory). */
export interface MetaAnyOf {
  field: string;
  /** Normalised words, never empty. */
  words: string[];
}

export interface MetaParams {
  ranges: MetaRange[];
  anyOf: MetaAnyOf[];
}

export const MAX_META_PARAMS = 20;
export const MAX_META_VALUE_LENGTH = 256;

const RANGE_PARAM = /^(ge|gt|le|lt|eq)_([A-Za-z][A-Za-z0-9_]*)$/;
const ORSAND_PARAM = /^meta_([A-Za-z][A-Za-z0-9]*)_orsand$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function plainValue(name: string, raw: unknown): string {
  if (typeof raw !== "string") throw badRequest(`${name} must be given once, as plain text.`, name);
  if (hasControlCharacter(raw)) throw badRequest(`${name} must not contain control characters.`, name);
  if ([...raw].length > MAX_META_VALUE_LENGTH) throw badRequest(`${name} must be at most ${MAX_META_VALUE_LENGTH} characters long.`, name);
  return raw.trim();
}

/**
 * Reads the metadata constraints given as parameters: `{ge,gt,le,lt,eq}_{class}=number` and `meta_{class}_orsand=words`.
 * An empty value constrains nothing (as Funnelback ignores it); a comparison with something that is not a number
 * is a 400 naming the parameter.
 */
export function parseMetaParams(query: Record<string, unknown>): MetaParams {
  const params: MetaParams = { ranges: [], anyOf: [] };
  let count = 0;
  for (const [name, raw] of Object.entries(query)) {
    const range = RANGE_PARAM.exec(name);
    const orsand = range === null ? ORSAND_PARAM.exec(name) : null;
    if (range === null && orsand === null) continue;
    count += 1;
    if (count > MAX_META_PARAMS) throw badRequest(`At most ${MAX_META_PARAMS} metadata constraints are allowed.`, name);
    const value = plainValue(name, raw);
    if (value === "") continue;
    if (range !== null) {
      if (!NUMBER.test(value)) throw badRequest(`${name} must be a number, such as ${name}=20261128.`, name);
      params.ranges.push({ operator: range[1] as RangeOperator, field: range[2] ?? "", value: Number(value) });
    } else if (orsand !== null) {
      const words = normaliseWords(value).split(" ").filter((word) => word !== "");
      if (words.length > 0) params.anyOf.push({ field: orsand[1] ?? "", words });
    }
  }
  return params;
}

/** True when a document's value of the class satisfies the comparison (a value that is not a number never does). */
export function rangeMatches(value: string | undefined, range: MetaRange): boolean {
  if (value === undefined || !NUMBER.test(value.trim())) return false;
  const number = Number(value);
  switch (range.operator) {
    case "ge": return number >= range.value;
    case "gt": return number > range.value;
    case "le": return number <= range.value;
    case "lt": return number < range.value;
    case "eq": return number === range.value;
  }
}

/** The constraints as one stable text, for cache keys. */
export function metaParamsKey(params: MetaParams): string {
  return [...params.ranges.map((range) => `${range.operator}_${range.field}=${range.value}`),
    ...params.anyOf.map((anyOf) => `meta_${anyOf.field}_orsand=${anyOf.words.join(" ")}`)].sort().join("\u0001");
}
