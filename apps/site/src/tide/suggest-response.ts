import "server-only";
import { z } from "zod";
import type { SuggestItem } from "./suggest-item";

// Loose objects: Funnelback adds fields of its own (wt, cat_t…) that callers may pass on untouched.
const displaySchema = z.looseObject({
  title: z.string(),
  metaData: z.looseObject({ studyLevel: z.string().optional() }).optional(),
});

const itemSchema = z.looseObject({
  key: z.string().default(""),
  disp: z.union([z.string(), displaySchema]),
  disp_t: z.string().default("T"),
  action: z.string().min(1),
  action_t: z.string().default("U"),
  cat: z.string().default(""),
});

/** The upstream answer must be an array; the items that do not have the suggest shape are dropped. */
export const suggestArraySchema = z.array(z.unknown());

/** The well-formed items of a suggest.json array, in order. */
export function parseSuggestItems(items: unknown[]): SuggestItem[] {
  const kept: SuggestItem[] = [];
  for (const item of items) {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
  }
  return kept;
}
