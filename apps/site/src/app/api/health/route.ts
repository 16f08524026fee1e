/** Liveness of the site process itself: it answers; it never checks a dependency (readiness is /api/ready). */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
