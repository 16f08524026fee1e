import { normalisePath } from "@/routing/normalise-path";

/** Why a raw request path cannot be served at all (bad percent-encoding, control characters…), or null. */
export function unusablePath(rawPathname: string): string | null {
  const result = normalisePath(rawPathname);
  if (result.ok) return null;
  // Paths the route table merely does not know are the pages' business (a 404 page with links).
  return /encoding|control|NUL|character/i.test(result.reason) ? result.reason : null;
}

/** A small, self-contained page for a request the site cannot even route: status 400, no stack trace. */
export function badRequestPage(siteName: string): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request | ${esc(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#14142b}a{color:#1d4ed8}</style></head>
<body><main><h1>This address is not valid</h1><p>The web address has characters that cannot be read. Please check it, or start again from the home page.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}
