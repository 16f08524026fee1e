import { badRequest } from "./errors.ts";

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_PATH_SEGMENTS = 6;

/** Splits "field_tags.name" into segments; anything but plain field names is a 400 naming the parameter. */
export function parseFieldPath(raw: string, parameter: string): string[] {
  const segments = raw.split(".");
  if (raw === "" || segments.length > MAX_PATH_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) {
    throw badRequest(`"${raw}" is not a valid field path.`, parameter);
  }
  return segments;
}

export function isFieldName(name: string): boolean {
  return SEGMENT.test(name);
}
