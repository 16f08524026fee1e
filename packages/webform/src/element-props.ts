/* Drupal render arrays send numbers and flags as strings as often as not: every property goes through these. */

export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** true, 1, "1", "true" and "yes" are set; anything else is not. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === "string") return ["1", "true", "yes"].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

export function toText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}
