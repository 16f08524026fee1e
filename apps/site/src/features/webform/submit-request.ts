import { z } from "zod";

/* The body of POST /api/webform/{webformId}: the visitor's answers keyed by element name. The content service
 * judges the answers themselves (and the bot checks the browser adds: form_started_at, the website honeypot);
 * the site only refuses shapes no form element can have. */

export const SUBMIT_BODY_EXAMPLE = '{"data": {"name": "Jane", "email": "jane@example.com"}}';

const ANSWER_KINDS = "text, a number, true or false, null, a list of texts, a two-handle slider's [lower, upper], or an address (an object of texts)";

const answerSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  z.tuple([z.number(), z.number()]),
  z.record(z.string(), z.string()),
]);

const bodySchema = z.object({ data: z.record(z.string(), answerSchema) });

export type SubmitAnswers = Record<string, z.infer<typeof answerSchema>>;

function quoted(name: PropertyKey): string {
  return JSON.stringify(String(name).slice(0, 64));
}

export function parseSubmitRequest(body: unknown): { ok: true; data: SubmitAnswers } | { ok: false; message: string } {
  const parsed = bodySchema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === "data" ? issue.path[1] : undefined;
  if (field !== undefined) return { ok: false, message: `The answer ${quoted(field)} must be ${ANSWER_KINDS}.` };
  return { ok: false, message: `The body must hold the answers in "data": ${SUBMIT_BODY_EXAMPLE}.` };
}
