import { badRequest } from "../jsonapi/errors.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
  return { model, remoteAddr: data.attributes.remote_addr };
}
