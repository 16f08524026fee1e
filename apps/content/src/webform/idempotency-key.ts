/* The Idempotency-Key a browser sends with a web form submission (one key per set of answers it sends): a
 * retry after a lost answer carries the same key, and is answered with what was stored the first time. */

/** Letters, digits, hyphens and underscores, 16 to 128 of them (a UUID fits; a key no guessing finds). */
const KEY = /^[A-Za-z0-9_-]{16,128}$/;

export type KeyHeader = { kind: "none" } | { kind: "key"; key: string } | { kind: "invalid" };

export function readIdempotencyKey(header: string | string[] | undefined): KeyHeader {
  if (header === undefined) return { kind: "none" };
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  const key = value?.trim();
  return key !== undefined && KEY.test(key) ? { kind: "key", key } : { kind: "invalid" };
}

export const INVALID_KEY = "The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores.";
