/** Liveness of the site process itself (not of the content service). */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
