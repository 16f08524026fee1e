const withCommas = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: true });
const twoDecimals = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/**
 * Money format of spec §5: leading $ removed, parsed, two decimals when fractional, thousands commas,
 * prefixed with $. Null when the value is not a number (the caller shows the text as written).
 */
export function formatMoney(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const raw = typeof value === "number" ? String(value) : value.trim().replace(/^A?\$\s*/i, "").replace(/,/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  return `$${(Number.isInteger(n) ? withCommas : twoDecimals).format(n)}`;
}

/** The first amount written in a fee text ("… A$17,194 a year …"), money-formatted; null when it names none. */
export function firstAmount(text: string | null | undefined): string | null {
  const m = text?.match(/A?\$\s?(\d[\d,]*(?:\.\d+)?)/);
  return m?.[1] ? formatMoney(m[1]) : null;
}
