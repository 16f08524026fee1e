const UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/** A file size for people (spec §9): Bytes to YB in steps of 1024, up to 2 decimals ('2.56 KB'). */
export function formatFileSize(bytes: number | string | null | undefined): string | null {
  const n = typeof bytes === "string" ? Number(bytes) : bytes;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return null;
  if (n === 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(n) / Math.log(1024)), UNITS.length - 1);
  const value = n / 1024 ** Math.max(exponent, 0);
  // parseFloat drops trailing zeros: '2 KB', not '2.00 KB'.
  return `${parseFloat(value.toFixed(2))} ${UNITS[Math.max(exponent, 0)]}`;
}
