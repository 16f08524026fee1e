import { badRequest } from "../jsonapi/errors.ts";
import { hasUnstorableCharacter } from "../text/unstorable.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether every key and string in the answers can be stored (a NUL or lone surrogate was a 500) (nested lists and objects included, to a sane depth). */
function storable(value: unknown, depth: number): boolean {
  if (typeof value === "string") return !hasUnstorableCharacter(value);
  if (depth > 8) return false;
  if (Array.isArray(value)) return value.every((item) => storable(item, depth + 1));
  if (isRecord(value)) return Object.entries(value).every(([key, item]) => !hasUnstorableCharacter(key) && storable(item, depth + 1));
  return true;
}

/**
 * The model out of Tide's submission body `{ data: { type, attributes: { data: "<model as a JSON string>" } } }`.
 * Anything else is a 400 that says what was expected.
 */
export function parseSubmissionBody(body: unknown, webformId: string): { model: Record<string, unknown>; remoteAddr: unknown } {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !isRecord(data.attributes)) {
    throw badRequest("The body must be a JSON:API document: { data: { type, attributes: { data: \"…\" } } }.");
  }
  if (data.type !== undefined && data.type !== `webform_submission--${webformId}`) {
    throw badRequest(`data.type must be "webform_submission--${webformId}".`);
  }
  const serialised = data.attributes.data;
  if (typeof serialised !== "string") throw badRequest("data.attributes.data must be the form's answers serialised as a JSON string.");
  let model: unknown;
  try {
    model = JSON.parse(serialised);
  } catch {
    throw badRequest("data.attributes.data is not valid JSON.");
  }
  if (!isRecord(model)) throw badRequest("data.attributes.data must hold a JSON object of answers.");
  if (!storable(model, 0)) throw badRequest("data.attributes.data holds a NUL character or a broken UTF-16 surrogate, which no answer can contain.");
  return { model, remoteAddr: data.attributes.remote_addr };
}
