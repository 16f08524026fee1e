// TEMPORARY: replaced by the components branch's formatter at merge.
export function formatFileSize(bytes: number): string {
  const units = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
  let i = 0;
  let n = bytes;
  while (n >= 1024 && i < units.length - 1) { n /= 1024; i++; }
  return `${Number(n.toFixed(2))} ${units[i]}`;
}
