/* What the browser can tell about a chosen file before sending it (spec §4 "File upload"). The content service
 * checks again, by content and not only by name; this only saves a visitor a pointless wait. */
import { megabytes, uploadLimitBytes } from "@yu/webform-rules";
import type { FileField } from "@/mapping/webform/field-schema";

/** "Allowed types: PDF, PNG, JPG. Up to 2 MB." — shown under the file question. */
export function uploadHint(field: Pick<FileField, "allowedTypes" | "maxSizeMb">): string {
  const types = field.allowedTypes.length > 0 ? `Allowed types: ${field.allowedTypes.map((t) => t.toUpperCase()).join(", ")}. ` : "";
  return `${types}Up to ${megabytes(uploadLimitBytes(field.maxSizeMb))}.`;
}

export function uploadProblem(file: { name: string; size: number }, field: Pick<FileField, "allowedTypes" | "maxSizeMb">): string | null {
  const dot = file.name.lastIndexOf(".");
  const extension = dot === -1 ? "" : file.name.slice(dot + 1).toLowerCase();
  if (field.allowedTypes.length > 0 && !field.allowedTypes.includes(extension)) {
    return `The file must be ${field.allowedTypes.map((t) => t.toUpperCase()).join(", ")}.`;
  }
  if (file.size === 0) return "The file is empty.";
  const limit = uploadLimitBytes(field.maxSizeMb);
  if (file.size > limit) return `The file is too large. The limit is ${megabytes(limit)}.`;
  return null;
}

/** The `accept` attribute: the allowed extensions with their dots. */
export function acceptAttribute(field: Pick<FileField, "allowedTypes">): string | undefined {
  return field.allowedTypes.length > 0 ? field.allowedTypes.map((t) => `.${t}`).join(",") : undefined;
}
