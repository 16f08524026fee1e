import { CONTENT_UNAVAILABLE_DIGEST } from "./outage.mjs";

export interface TideErrorOptions {
  cause?: unknown;
  url?: string;
  body?: unknown;
  retryAfter?: string;
}


const OUTAGE_STATUSES = new Set([502, 503, 504]);

/** The one error type of the content layer: a failed Tide call, with the HTTP status it should become. */
export class TideError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail?: string;
  /** The request URL, for logs only (it never carries credentials: those travel in headers). */
  readonly url?: string;
  /** The parsed JSON error body, when the content service sent one: callers may read every JSON:API error. */
  readonly body?: unknown;
  /** The content service's Retry-After header (a 429 or 503), as sent. */
  readonly retryAfter?: string;
  /** Set for an outage of the content service (CONTENT_UNAVAILABLE_DIGEST); Next gives other errors a hash. */
  readonly digest?: string;

  constructor(status: number, title: string, detail?: string, options?: TideErrorOptions) {
    super(detail ? `${title}: ${detail}` : title, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "TideError";
    this.status = status;
    this.title = title;
    if (detail !== undefined) this.detail = detail;
    if (options?.url !== undefined) this.url = options.url;
    if (options?.body !== undefined) this.body = options.body;
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (OUTAGE_STATUSES.has(status)) this.digest = `${CONTENT_UNAVAILABLE_DIGEST};${status}`;
  }
}
