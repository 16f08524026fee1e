import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";

/** The attributes that may hold a whole request target, query included (Next's own spans set some of them: its
 * fetch spans' `next.span_name` is the URL called, a search's terms included). */
const TARGET_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.path", "next.span_name"] as const;

/** A target without its query: a visitor's search terms and tokens never leave in a span. */
export function withoutQuery(target: string): string {
  const at = target.indexOf("?");
  return at === -1 ? target : target.slice(0, at);
}

/**
 * Removes the query from every span's name and target attributes as it starts (before the exporter's processor
 * sees it), whoever made the span: ours carry none, but Next names its request span after the raw target.
 */
export class QueryRedaction implements SpanProcessor {
  onStart(span: Span, _parent: Context): void {
    if (span.name.includes("?")) span.updateName(withoutQuery(span.name));
    for (const name of TARGET_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value === "string" && value.includes("?")) span.setAttribute(name, withoutQuery(value));
    }
    if (span.attributes["url.query"] !== undefined) span.setAttribute("url.query", "");
  }
  onEnd(_span: ReadableSpan): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
