import { badRequest, type JsonApiError } from "../jsonapi/errors.ts";
import { hasControlCharacter } from "../text/has-control-character.ts";

/** Longest query parameter name and value the service reads; nothing it serves needs more. */
export const MAX_PARAMETER_NAME_LENGTH = 200;
export const MAX_PARAMETER_VALUE_LENGTH = 2048;
export const MAX_PATH_LENGTH = 2048;
/** filter[name][condition][value][0] is the deepest a JSON:API parameter goes. */
export const MAX_PARAMETER_DEPTH = 5;


function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A parameter name fit to echo in an error's source (printable, short), or undefined. */
function printable(name: string | null): string | undefined {
  return name !== null && !hasControlCharacter(name) && name.length <= MAX_PARAMETER_NAME_LENGTH ? name : undefined;
}

function checkParameter(part: string): JsonApiError | null {
  const equals = part.indexOf("=");
  const rawName = equals === -1 ? part : part.slice(0, equals);
  const rawValue = equals === -1 ? "" : part.slice(equals + 1);
  const name = decode(rawName.replace(/\+/g, " "));
  if (name === null) return badRequest("A query parameter name is not valid percent-encoded UTF-8.");
  if (hasControlCharacter(name)) return badRequest("A query parameter name contains a control character.");
  if (name.length > MAX_PARAMETER_NAME_LENGTH) return badRequest(`A query parameter name is longer than ${MAX_PARAMETER_NAME_LENGTH} characters.`);
  if ((name.match(/\[/g) ?? []).length > MAX_PARAMETER_DEPTH) {
    return badRequest(`The query parameter is nested more than ${MAX_PARAMETER_DEPTH} levels deep.`, printable(name));
  }
  const value = decode(rawValue.replace(/\+/g, " "));
  if (value === null) return badRequest(`The value of ${name} is not valid percent-encoded UTF-8.`, name);
  if (hasControlCharacter(value)) return badRequest(`The value of ${name} contains a control character.`, name);
  if (value.length > MAX_PARAMETER_VALUE_LENGTH) return badRequest(`The value of ${name} is longer than ${MAX_PARAMETER_VALUE_LENGTH} characters.`, name);
  return null;
}

/**
 * Refuses a request whose path or query string could never be meaningful, before any handler or database sees it:
 * invalid percent-encoding or UTF-8, control characters (a NUL reached PostgreSQL as a 500), over-long or over-nested parameters.
 * Returns the 400 to answer with, or null.
 */
export function rawUrlProblem(url: string): JsonApiError | null {
  const question = url.indexOf("?");
  const rawPath = question === -1 ? url : url.slice(0, question);
  if (rawPath.length > MAX_PATH_LENGTH) return badRequest(`The path is longer than ${MAX_PATH_LENGTH} characters.`);
  const path = decode(rawPath);
  if (path === null) return badRequest("The path is not valid percent-encoded UTF-8.");
  if (hasControlCharacter(path)) return badRequest("The path contains a control character.");
  if (question === -1) return null;
  for (const part of url.slice(question + 1).split("&")) {
    if (part === "") continue;
    const problem = checkParameter(part);
    if (problem !== null) return problem;
  }
  return null;
}
