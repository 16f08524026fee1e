import { parse } from "qs";

/** JSON:API's nested parameters (filter[a][condition][path]) need qs; limits keep hostile queries cheap. */
export function parseQueryString(text: string): Record<string, unknown> {
  return parse(text, { depth: 6, arrayLimit: 100, parameterLimit: 300, allowPrototypes: false, allowDots: false });
}
