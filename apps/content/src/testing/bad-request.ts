import { parse } from "qs";
import { JsonApiError } from "../jsonapi/errors.ts";

/**
 * The 400 a query-string parser refuses `text` with, as "parameter: detail"; fails the test when it accepts it.
 * Any other error is rethrown.
 */
export function badRequestOf(parser: (query: Record<string, unknown>) => unknown, text: string): string {
  try {
    parser(parse(text));
  } catch (error) {
    if (error instanceof JsonApiError && error.status === 400) return `${error.parameter}: ${error.detail}`;
    throw error;
  }
  throw new Error(`no error for ${text}`);
}
