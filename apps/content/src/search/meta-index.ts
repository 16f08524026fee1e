import type { CatalogueEntry } from "./facet-counts.ts";
import { elementsMatch, metaElements, type MetaConstraint } from "./meta-query.ts";

/**
 * Every search document's metaData, for the query's metadata constraints (meta-query.ts). A key's values are
 * normalised the first time a constraint names it, once per catalogue load; a key no document has matches
 * nothing and is never stored, so odd class names in queries cannot grow the cache.
 */
export class MetaIndex {
  private readonly fields = new Set<string>();
  private readonly normalised = new Map<string, Map<string, string[]>>();

  constructor(private readonly metaByUuid: ReadonlyMap<string, Readonly<Record<string, string>>>) {
    for (const meta of metaByUuid.values()) for (const key of Object.keys(meta)) this.fields.add(key);
  }

  /** The entries whose metaData satisfies every constraint (all of them when there is none), in their order. */
  filter(entries: readonly CatalogueEntry[], constraints: readonly MetaConstraint[]): CatalogueEntry[] {
    if (constraints.length === 0) return [...entries];
    const checks = constraints.map((constraint) => ({ constraint, values: this.valuesOf(constraint.field) }));
    return entries.filter((entry) => checks.every(({ constraint, values }) => {
      const elements = values?.get(entry.uuid);
      return elements !== undefined && elementsMatch(elements, constraint);
    }));
  }

  /** uuid → the key's normalised elements, for the documents that have the key; undefined when none has it. */
  private valuesOf(field: string): ReadonlyMap<string, string[]> | undefined {
    if (!this.fields.has(field)) return undefined;
    let values = this.normalised.get(field);
    if (values === undefined) {
      values = new Map();
      for (const [uuid, meta] of this.metaByUuid) {
        const value = Object.hasOwn(meta, field) ? meta[field] : undefined;
        if (typeof value === "string") values.set(uuid, metaElements(value));
      }
      this.normalised.set(field, values);
    }
    return values;
  }
}
