import "server-only";
import { config } from "@/config/env";
import type { BudgetName } from "@/config/rate-limits";
import { fromAnotherSite } from "@/routing/same-origin";
import { declaredTooLarge, readLimitedBody } from "./limited-body";
import { spendBudget } from "./rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "./rate-limit/too-many";

/*
 * What every endpoint checks before it acts, in this order: that a post comes from this site's own pages (403),
 * that the visitor's rate budget allows it (429), that its body is of a type it reads (415), and that the body
 * fits (413, read no further than the limit), then decoded as JSON (400). Each endpoint says which checks apply
 * and in what words, and dresses the refusal in its own answer shape.
 */

/** Why a request is refused before the endpoint acts; `retryAfter` (seconds) when its rate budget is spent. */
export interface Refusal {
  status: 400 | 403 | 413 | 415 | 429;
  message: string;
  retryAfter?: number;
}

export interface RequestChecks {
  /** Only this site's pages may send it (routing/same-origin.ts): refused with this message otherwise. */
  sameSiteOnly?: string;
  /** The visitor's budget it spends (config/rate-limits.ts). */
  budget?: BudgetName;
  /** The body types it reads: refused with `message` otherwise. */
  accepts?: { test: (contentType: string | null) => boolean; message: string };
}

export interface BodyChecks extends RequestChecks {
  maxBytes: number;
  tooLarge: string;
}

export interface JsonChecks extends Omit<BodyChecks, "accepts"> {
  /** A body it takes, named in the refusals: `{"question": "nursing"}`. */
  example: string;
  /** What the body carries ("the question"): when given, a Content-Type other than JSON is refused with it. */
  jsonOnly?: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** The headers a refusal carries: Retry-After (and no caching) when the rate budget is spent. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfter === undefined ? {} : retryAfterHeaders(refusal.retryAfter);
}

/** The checks made before the body is read: origin, rate budget, body type. */
export async function refuseEarly(request: Request, checks: RequestChecks): Promise<Refusal | null> {
  if (checks.sameSiteOnly !== undefined && fromAnotherSite(request, config().siteOrigin)) return { status: 403, message: checks.sameSiteOnly };
  if (checks.budget !== undefined) {
    const rate = await spendBudget(checks.budget, request.headers);
    if (!rate.allowed) return { status: 429, message: tooManyMessage(rate.retryAfter), retryAfter: rate.retryAfter };
  }
  if (checks.accepts && !checks.accepts.test(request.headers.get("content-type"))) return { status: 415, message: checks.accepts.message };
  return null;
}

/** The body's bytes once the early checks pass, refused (413) as soon as it passes `maxBytes`. */
export async function readPost(request: Request, checks: BodyChecks): Promise<Checked<Uint8Array<ArrayBuffer>>> {
  const refusal = await refuseEarly(request, checks);
  if (refusal) return { ok: false, refusal };
  const tooLarge: Checked<Uint8Array<ArrayBuffer>> = { ok: false, refusal: { status: 413, message: checks.tooLarge } };
  if (declaredTooLarge(request.headers, checks.maxBytes)) return tooLarge;
  const bytes = await readLimitedBody(request.body, checks.maxBytes);
  return bytes === null ? tooLarge : { ok: true, value: bytes };
}

/** The body read as UTF-8 text; refused (400) with `unreadable` when it is not. */
export async function readTextPost(request: Request, checks: BodyChecks, unreadable: string): Promise<Checked<string>> {
  const read = await readPost(request, checks);
  if (!read.ok) return read;
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(read.value) };
  } catch {
    return { ok: false, refusal: { status: 400, message: unreadable } };
  }
}

/** The body parsed as JSON (not yet checked for shape); refused (400) when it is not JSON. */
export async function readJsonPost(request: Request, checks: JsonChecks): Promise<Checked<unknown>> {
  const { example, jsonOnly } = checks;
  const accepts = jsonOnly === undefined ? undefined : {
    test: (contentType: string | null) => mediaType(contentType) === "application/json",
    message: `Send ${jsonOnly} as JSON (Content-Type: application/json): ${example}.`,
  };
  const notJson = `The body must be JSON: ${example}.`;
  const text = await readTextPost(request, { ...checks, accepts }, notJson);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, refusal: { status: 400, message: notJson } };
  }
}
