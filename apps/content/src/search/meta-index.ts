import type { CatalogueEntry } from "./facet-counts.ts";
import { elementsMatch, metaElements, type MetaConstraint } from "./meta-query.ts";

/** Reads the search documents' metaData: the keys any document has, and one key's value per document that has it. */
export interface MetaReader {
  keys(): Promise<string[]>;
  values(key: string): Promise<[uuid: string, value: string][]>;
}

/**
 * The metaData the query's constraints (meta-query.ts) test, for one catalogue load. A key's values are read and
 * normalised the first time a constraint names it, so the process keeps only the keys queries use (the course
 * finder's `interestArea`), never all metaData; a key no document has matches nothing without a read.
 */
export class MetaIndex {
  private keys: Promise<Set<string>> | null = null;
  private readonly normalised = new Map<string, Promise<Map<string, string[]>>>();

  constructor(private readonly reader: MetaReader) {}

  /** The entries whose metaData satisfies every constraint (all of them when there is none), in their order. */
  async filter(entries: readonly CatalogueEntry[], constraints: readonly MetaConstraint[]): Promise<CatalogueEntry[]> {
    if (constraints.length === 0) return [...entries];
    const checks = await Promise.all(constraints.map(async (constraint) => ({ constraint, values: await this.valuesOf(constraint.field) })));
    return entries.filter((entry) => checks.every(({ constraint, values }) => {
      const elements = values?.get(entry.uuid);
      return elements !== undefined && elementsMatch(elements, constraint);
    }));
  }

  /** uuid → the key's normalised elements, for the documents that have the key; undefined when none has it. */
  private async valuesOf(key: string): Promise<ReadonlyMap<string, string[]> | undefined> {
    if (!(await this.knownKeys()).has(key)) return undefined;
    let values = this.normalised.get(key);
    if (values === undefined) {
      values = this.reader.values(key).then((rows) => new Map(rows.map(([uuid, value]) => [uuid, metaElements(value)])));
      // A failed read is not kept: the next query tries again.
      values.catch(() => this.normalised.delete(key));
      this.normalised.set(key, values);
    }
    return values;
  }

  private knownKeys(): Promise<Set<string>> {
    if (this.keys === null) {
      const keys = this.reader.keys().then((list) => new Set(list));
      keys.catch(() => { this.keys = null; });
      this.keys = keys;
    }
    return this.keys;
  }
}
