/* The sizes a web form submission may reach, the same in both apps: the site refuses early what the content
 * service would refuse, so both read them from here. */

/** The largest submission body (JSON) either app reads. */
export const SUBMISSION_MAX_BYTES = 262_144;

/** The largest file a file element takes; an element's own `#max_filesize` (in MB) may ask for less, never more. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The limit, in bytes, for a file element whose `#max_filesize` is `elementMaxMb` (null or 0: none of its own). */
export function uploadLimitBytes(elementMaxMb: number | null): number {
  return elementMaxMb !== null && elementMaxMb > 0 ? Math.min(UPLOAD_MAX_BYTES, elementMaxMb * 1024 * 1024) : UPLOAD_MAX_BYTES;
}

/** A limit in bytes as people read it: "5 MB", "2.5 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
