import "server-only";
import { z } from "zod";
import { SUGGESTIONS_MAX_QUERY_CHARS, SUGGESTIONS_MAX_SHOW, SUGGESTIONS_PER_CALL } from "@/config/constants";
import type { AutocompleteRequest } from "@/tide/suggest-item";

export const BODY_EXAMPLE = '{"type": "courses", "params": {"partial_query": "acc", "show": 10}}';

/** C0 controls and DEL (white space among them was already collapsed to spaces). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = "params.partial_query must not hold control characters.";

const bodySchema = z.object({
  type: z.enum(["suggestions", "courses"], { error: 'type must be "suggestions" or "courses".' }).default("suggestions"),
  params: z.object({
    partial_query: z.string({ error: "params.partial_query must be text." })
      .transform((text) => text.trim().replace(/\s+/g, " "))
      .refine((text) => [...text].length <= SUGGESTIONS_MAX_QUERY_CHARS,
        { error: `params.partial_query must be at most ${SUGGESTIONS_MAX_QUERY_CHARS} characters.` })
      // Control characters (NUL, BEL…) are never typed text: the visitor's mistake, not the search service's to refuse.
      .refine((text) => !CONTROL_CHARACTER.test(text), { error: CONTROL_CHARACTER_MESSAGE }),
    show: z.number({ error: `params.show must be a whole number from 1 to ${SUGGESTIONS_MAX_SHOW}.` })
      .int({ error: `params.show must be a whole number from 1 to ${SUGGESTIONS_MAX_SHOW}.` })
      .min(1, { error: `params.show must be a whole number from 1 to ${SUGGESTIONS_MAX_SHOW}.` })
      .max(SUGGESTIONS_MAX_SHOW, { error: `params.show must be a whole number from 1 to ${SUGGESTIONS_MAX_SHOW}.` })
      .default(SUGGESTIONS_PER_CALL),
  }, { error: `The body must hold params: ${BODY_EXAMPLE}.` }),
}, { error: `The body must be a JSON object: ${BODY_EXAMPLE}.` });

/** Reads the body of POST /api/search-autocomplete; a bad body gets one clear message. */
export function parseAutocompleteRequest(body: unknown): { ok: true; request: AutocompleteRequest } | { ok: false; message: string } {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? `The body must be ${BODY_EXAMPLE}.` };
  const { type, params } = parsed.data;
  return { ok: true, request: { type, partialQuery: params.partial_query, show: params.show } };
}
