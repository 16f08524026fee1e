import "server-only";
import { revalidateTag } from "next/cache";
import { config } from "@/config/env";
import { observePublishToLive } from "@/metrics/figures";
import { readJsonPost, refusalHeaders } from "./post-preamble";
import { parseRevalidateRequest } from "./revalidate-request";

/** A hundred tags of 256 characters, with room to spare. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/revalidate, on-demand revalidation by content cache tags: the content system posts the tags it changed
 * (`{"tags":["node:4821"]}`, the same tags it sends in `section-cache-tags`) with the shared secret.
 */
export async function answerRevalidate(request: Request): Promise<Response> {
  const secret = config().revalidateSecret;
  if (!secret) return Response.json({ error: "On-demand revalidation is not configured." }, { status: 404 });
  const read = await readJsonPost(request, {
    budget: "revalidate",
    example: '{"tags": ["node:1"]}',
    maxBytes: MAX_BODY_BYTES,
    tooLarge: "The body is too large: at most 100 tags.",
  });
  if (!read.ok) return Response.json({ error: read.refusal.message }, { status: read.refusal.status, headers: refusalHeaders(read.refusal) });
  const parsed = parseRevalidateRequest(request.headers.get("authorization"), read.value, secret);
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: parsed.status });
  for (const tag of parsed.tags) revalidateTag(tag, { expire: 0 });
  // The content service stamps its announcement (`announcedAt`, ms): the operator's publish-to-live figure.
  observePublishToLive((read.value as { announcedAt?: unknown } | null)?.announcedAt);
  return Response.json({ revalidated: parsed.tags });
}
