/** What a visitor past a budget is told, and the page for pages. Pure. */

export function tooManyMessage(retryAfter: number): string {
  const wait = retryAfter === 1 ? "1 second" : `${retryAfter} seconds`;
  return `Too many requests from your connection. Please wait ${wait} and try again.`;
}

/** Retry-After with a refusal that must never be cached. */
export function retryAfterHeaders(retryAfter: number): Record<string, string> {
  return { "Retry-After": String(retryAfter), "Cache-Control": "private, no-store" };
}

/** A small, self-contained page for a page request past its budget (status 429). */
export function tooManyPage(siteName: string, retryAfter: number): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests | ${esc(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#14142b}a{color:#1d4ed8}</style></head>
<body><main><h1>Please slow down</h1><p>${esc(tooManyMessage(retryAfter))}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}

/** The page as a response. */
export function tooManyPageResponse(siteName: string, retryAfter: number): Response {
  return new Response(tooManyPage(siteName, retryAfter), {
    status: 429,
    headers: { "content-type": "text/html; charset=utf-8", ...retryAfterHeaders(retryAfter) },
  });
}
