import { z } from "zod";

/* Readers of loosely typed wire values, shared by the site-data schema and the site's JSON:API schemas. */

/** Ids arrive as strings, but a Drupal that forgets to stringify one must not break a page. */
export const idString = z.union([z.string(), z.number()]).transform(String);

/** A number that may arrive as a string; NaN, null and absence become undefined (an optional key). */
export const looseNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === "") return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  })
  .optional();

/** A string that may be missing or null: both become undefined (an optional key). */
export const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined)
  .optional();

/** An array that may be missing or null on the wire: both mean empty. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
}

/**
 * A list whose malformed items are dropped one by one: one bad footer piece or alert from an editor must not
 * fail the whole site data (and with it every page's chrome).
 */
export function tolerantList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items): z.output<T>[] =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}
