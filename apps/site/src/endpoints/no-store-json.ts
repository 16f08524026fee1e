/** A JSON answer that no cache keeps, with any extra headers (Retry-After…). */
export function noStoreJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
