import type { CatalogueEntry } from "./facet-counts.ts";
import { rangeMatches, type MetaParams } from "./meta-params.ts";
import { elementsMatch, metaElements, type MetaConstraint } from "./meta-query.ts";

/** Reads the search documents' metaData: the keys any document has, and one key's value per document that has it. */
export interface MetaReader {
  keys(): Promise<string[]>;
  values(key: string): Promise<[uuid: string, value: string][]>;
}

const NO_PARAMS: MetaParams = { ranges: [], anyOf: [] };

/**
 * The metaData the query's constraints (meta-query.ts), the metadata parameters (meta-params.ts) and the metadata
 * sorts read, for one catalogue load. A key's values are read the first time something names it, so the process
 * keeps only the keys queries use (the course finder's `interestArea`, the scholarships' `closeDate`), never all
 * metaData; a key no document has matches nothing without a read.
 */
export class MetaIndex {
  private keys: Promise<Set<string>> | null = null;
  private readonly raw = new Map<string, Promise<Map<string, string>>>();
  private readonly normalised = new Map<string, Promise<Map<string, string[]>>>();

  constructor(private readonly reader: MetaReader) {}

  /**
   * The entries whose metaData satisfies every constraint and every parameter constraint (all of them when there is
   * none), in their order.
   */
  async filter(entries: readonly CatalogueEntry[], constraints: readonly MetaConstraint[], params: MetaParams = NO_PARAMS): Promise<CatalogueEntry[]> {
    if (constraints.length === 0 && params.ranges.length === 0 && params.anyOf.length === 0) return [...entries];
    const checks = await Promise.all(constraints.map(async (constraint) => ({ constraint, values: await this.elementsOf(constraint.field) })));
    const anyOf = await Promise.all(params.anyOf.map(async (given) => ({ needles: given.words.map((word) => ` ${word} `),
      values: await this.elementsOf(given.field) })));
    const ranges = await Promise.all(params.ranges.map(async (range) => ({ range, values: await this.values(range.field) })));
    return entries.filter((entry) => checks.every(({ constraint, values }) => {
      const elements = values?.get(entry.uuid);
      return elements !== undefined && elementsMatch(elements, constraint);
    }) && anyOf.every(({ needles, values }) => {
      const elements = values?.get(entry.uuid);
      return elements !== undefined && elements.some((element) => needles.some((needle) => element.includes(needle)));
    }) && ranges.every(({ range, values }) => rangeMatches(values?.get(entry.uuid), range)));
  }

  /** uuid → the key's value as indexed, for the documents that have the key; undefined when none has it. */
  async values(key: string): Promise<ReadonlyMap<string, string> | undefined> {
    if (!(await this.knownKeys()).has(key)) return undefined;
    let values = this.raw.get(key);
    if (values === undefined) {
      values = this.reader.values(key).then((rows) => new Map(rows));
      // A failed read is not kept: the next query tries again.
      values.catch(() => this.raw.delete(key));
      this.raw.set(key, values);
    }
    return values;
  }

  /** uuid → the key's normalised elements, for the documents that have the key; undefined when none has it. */
  private async elementsOf(key: string): Promise<ReadonlyMap<string, string[]> | undefined> {
    const values = await this.values(key);
    if (values === undefined) return undefined;
    let elements = this.normalised.get(key);
    if (elements === undefined) {
      elements = Promise.resolve(new Map([...values].map(([uuid, value]) => [uuid, metaElements(value)])));
      this.normalised.set(key, elements);
    }
    return elements;
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
