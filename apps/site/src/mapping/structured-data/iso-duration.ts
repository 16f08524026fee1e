const UNITS: Record<string, string> = { year: "Y", month: "M", week: "W", day: "D" };

/** "18 months full time" → "P18M": an ISO 8601 duration from a course duration that starts with one, else null. */
export function isoDuration(text: string | null | undefined): string | null {
  const m = /^\s*(\d+(?:\.5)?)\s*(year|month|week|day)s?\b/i.exec(text ?? "");
  if (!m?.[1] || !m[2]) return null;
  const unit = UNITS[m[2].toLowerCase()];
  if (!unit) return null;
  // ISO 8601 allows a decimal fraction only in the smallest unit written; half a year is six months.
  if (m[1].endsWith(".5")) return unit === "Y" ? `P${Math.trunc(Number(m[1])) * 12 + 6}M` : null;
  return `P${m[1]}${unit}`;
}
