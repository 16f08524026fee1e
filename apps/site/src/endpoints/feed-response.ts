import "server-only";
import { TideError } from "@/tide/errors";
import { OUTAGE_STATUS, outageHeaders } from "./outage";

/** How long a browser or shared cache may keep a feed: the pages' own minute would be more than readers need. */
const FEED_CACHE_CONTROL = "public, max-age=300";

/** A feed's answer: the document, or 503 when the content service failed (never an empty feed that sticks). */
export async function feedResponse(contentType: string, build: () => Promise<string | null>, filename?: string): Promise<Response> {
  try {
    const body = await build();
    if (body === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    return new Response(body, {
      headers: {
        "Content-Type": contentType,
        "Cache-Control": FEED_CACHE_CONTROL,
        ...(filename ? { "Content-Disposition": `attachment; filename="${filename}"` } : {}),
      },
    });
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    return new Response("The feed is not available just now.", { status: OUTAGE_STATUS, headers: { "Content-Type": "text/plain; charset=utf-8", ...outageHeaders() } });
  }
}
