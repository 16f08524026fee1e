import { revalidateTag } from "next/cache";
import { config } from "@/config/env";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "@/features/rate-limit/too-many";
import { parseRevalidateRequest } from "@/resolve/revalidate-request";

/**
 * On-demand revalidation by content cache tags: the content system posts the tags it changed
 * (`{"tags":["node:4821"]}`, the same tags it sends in `section-cache-tags`) with the shared secret.
 */
export async function POST(request: Request) {
  const secret = config().revalidateSecret;
  if (!secret) return Response.json({ error: "On-demand revalidation is not configured." }, { status: 404 });
  const rate = await spendBudget("revalidate", request.headers);
  if (!rate.allowed) return Response.json({ error: tooManyMessage(rate.retryAfter) }, { status: 429, headers: retryAfterHeaders(rate.retryAfter) });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "The body must be JSON: {\"tags\": [\"node:1\"]}." }, { status: 400 });
  }
  const parsed = parseRevalidateRequest(request.headers.get("authorization"), body, secret);
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: parsed.status });
  for (const tag of parsed.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.tags });
}
