import { flattenElements, typeOf } from "./elements.ts";
import { carriesValue } from "./validate-submission.ts";

export interface ExportRow {
  sid: number;
  serial: number;
  createdAt: string;
  data: Readonly<Record<string, unknown>>;
}

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled — and when it holds a semicolon
 * or a tab, which some spreadsheet programs also split cells on, so no part of a value starts a cell of its own.
 */
export function csvField(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * What makes a spreadsheet program read a cell as a formula (OWASP, CSV injection): = + - @ at the start, in their
 * ASCII, full-width (＝ ＋ － ＠) or small (﹦ ﹢ ﹣ ﹫) forms, a tab or a line break at the start, or any of these after
 * leading spaces or other white space, which programs may trim on import.
 */
// eslint-disable-next-line no-control-regex -- control characters before a formula are what is looked for
const FORMULA_START = /^[\s\u0000-\u001f\u007f\u00a0\u200b\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]|^[\t\r\n]/u;

/** A value that could run as a formula is kept as text by a leading apostrophe; anything else is left alone. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellText).join("; ");
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).map(cellText).filter((part) => part !== "").join(", ");
  return String(value);
}

/** One row per submission, one column per value-carrying element (definition order), after sid, serial and time. */
export function submissionsCsv(elements: unknown, rows: readonly ExportRow[]): string {
  const names = flattenElements(elements).filter(({ element }) => carriesValue(typeOf(element))).map(({ name }) => name);
  const header = ["sid", "serial", "submitted_at", ...names];
  const lines = [header, ...rows.map((row) => [String(row.sid), String(row.serial), new Date(row.createdAt).toISOString(),
    ...names.map((name) => defuseFormula(cellText(row.data[name])))])];
  return lines.map((cells) => cells.map(csvField).join(",")).join("\r\n") + "\r\n";
}
