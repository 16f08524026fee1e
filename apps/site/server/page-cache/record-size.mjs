// About how many bytes of memory a stored record holds, for the memory stores' bounds: its page's HTML as V8 keeps
// it, its payloads and bodies; the rest (headers, tags, a content read's JSON text) counted by its characters.
import { isWideText } from "./wide-text.mjs";

/** @typedef {import("./entry.mjs").StoredRecord} StoredRecord */

/** An entry's own objects and fields, besides its texts and bytes. */
const OVERHEAD = 512;

/** @param {string} text */
const textBytes = (text) => (isWideText(text) ? text.length * 2 : text.length);

/**
 * @param {StoredRecord} record
 * @returns {number}
 */
export function recordSize(record) {
  const value = record.value;
  let size = OVERHEAD;
  for (const tag of record.tags) size += tag.length;
  if (value?.kind === "APP_PAGE") {
    size += textBytes(value.html ?? "") + (value.rscData?.byteLength ?? 0) + (value.postponed?.length ?? 0);
    if (value.segmentData) for (const [name, bytes] of value.segmentData) size += name.length + bytes.byteLength;
  } else if (value?.kind === "APP_ROUTE") {
    size += value.body?.byteLength ?? 0;
  } else if (value?.kind === "FETCH") {
    size += textBytes(value.data?.body ?? "") + (value.data?.url?.length ?? 0);
    for (const name in value.data?.headers) size += name.length + (value.data.headers[name]?.length ?? 0);
  }
  return size;
}
