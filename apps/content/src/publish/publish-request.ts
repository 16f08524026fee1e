/** The publish endpoint's body: none (or `{}`) publishes the working copy, `{"revision": N}` makes revision N current. */
export function parsePublishBody(text: string): { revision: number | null } | { problem: string } {
  if (text.trim() === "") return { revision: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "The body must be JSON: {} or {\"revision\": 123}." };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { problem: "The body must be a JSON object." };
  const unknown = Object.keys(body).filter((key) => key !== "revision");
  if (unknown.length > 0) return { problem: `Unknown field ${unknown.map((key) => JSON.stringify(key)).join(", ")}; only "revision" is accepted.` };
  const revision = (body as { revision?: unknown }).revision;
  if (revision === undefined || revision === null) return { revision: null };
  const value = typeof revision === "string" && /^\d{1,9}$/.test(revision) ? Number(revision) : revision;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) return { problem: "revision must be a revision id (a positive whole number)." };
  return { revision: value };
}
