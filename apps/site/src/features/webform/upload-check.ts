/* What the browser can tell about a chosen file before sending it (spec §4 "File upload"). The content service
 * checks again, by content and not only by name; this only saves a visitor a pointless wait. */
import { WEBFORM_FILE_MAX_BYTES } from "@/config/constants";
import type { FileField } from "@/mapping/webform/field-schema";

/** The content service's own ceiling (apps/content webform-uploads.ts); an element may ask for less. */
export const UPLOAD_LIMIT_MB = WEBFORM_FILE_MAX_BYTES / 1024 / 1024;

export function uploadLimitMb(field: Pick<FileField, "maxSizeMb">): number {
  return field.maxSizeMb !== null && field.maxSizeMb > 0 ? Math.min(field.maxSizeMb, UPLOAD_LIMIT_MB) : UPLOAD_LIMIT_MB;
}

/** "Allowed types: PDF, PNG, JPG. Up to 2 MB." — shown under the file question. */
export function uploadHint(field: Pick<FileField, "allowedTypes" | "maxSizeMb">): string {
  const types = field.allowedTypes.length > 0 ? `Allowed types: ${field.allowedTypes.map((t) => t.toUpperCase()).join(", ")}. ` : "";
  return `${types}Up to ${uploadLimitMb(field)} MB.`;
}

export function uploadProblem(file: { name: string; size: number }, field: Pick<FileField, "allowedTypes" | "maxSizeMb">): string | null {
  const dot = file.name.lastIndexOf(".");
  const extension = dot === -1 ? "" : file.name.slice(dot + 1).toLowerCase();
  if (field.allowedTypes.length > 0 && !field.allowedTypes.includes(extension)) {
    return `The file must be ${field.allowedTypes.map((t) => t.toUpperCase()).join(", ")}.`;
  }
  if (file.size === 0) return "The file is empty.";
  const limit = uploadLimitMb(field);
  if (file.size > limit * 1024 * 1024) return `The file is too large. The limit is ${limit} MB.`;
  return null;
}

/** The `accept` attribute: the allowed extensions with their dots. */
export function acceptAttribute(field: Pick<FileField, "allowedTypes">): string | undefined {
  return field.allowedTypes.length > 0 ? field.allowedTypes.map((t) => `.${t}`).join(",") : undefined;
}
