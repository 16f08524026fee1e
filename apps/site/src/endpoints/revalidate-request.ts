import { timingSafeEqual } from "node:crypto";

const TAG = /^[A-Za-z0-9_:.\-/]{1,256}$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks the bearer secret and the tag list of a revalidation request. */
export function parseRevalidateRequest(
  authorization: string | null,
  body: unknown,
  secret: string,
): { ok: true; tags: string[] } | { ok: false; status: number; message: string } {
  const given = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!given || !sameSecret(given, secret)) return { ok: false, status: 401, message: "A valid bearer secret is required." };
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 100 || !tags.every((t) => typeof t === "string" && TAG.test(t))) {
    return { ok: false, status: 400, message: "tags must be a list of 1 to 100 cache tags (letters, digits, _ : . - /)." };
  }
  return { ok: true, tags: [...new Set(tags as string[])] };
}
