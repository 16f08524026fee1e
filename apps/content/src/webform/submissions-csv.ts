import { flattenElements, typeOf } from "./elements.ts";
import { NO_VALUE_TYPES } from "./validate-submission.ts";

export interface ExportRow {
  sid: number;
  serial: number;
  createdAt: string;
  data: Readonly<Record<string, unknown>>;
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// A cell starting like a formula runs as one in spreadsheet programs; a leading apostrophe keeps it text.
function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellText).join("; ");
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).map(cellText).filter((part) => part !== "").join(", ");
  return String(value);
}

/** One row per submission, one column per value-carrying element (definition order), after sid, serial and time. */
export function submissionsCsv(elements: unknown, rows: readonly ExportRow[]): string {
  const names = flattenElements(elements).filter(({ element }) => !NO_VALUE_TYPES.has(typeOf(element))).map(({ name }) => name);
  const header = ["sid", "serial", "submitted_at", ...names];
  const lines = [header, ...rows.map((row) => [String(row.sid), String(row.serial), new Date(row.createdAt).toISOString(),
    ...names.map((name) => defuseFormula(cellText(row.data[name])))])];
  return lines.map((cells) => cells.map(csvField).join(",")).join("\r\n") + "\r\n";
}
