// The page cache is server/page-cache/ (Next loads page-cache/handler.mjs). Kept only for the not-modified stage's
// test, which imports a stored page's ETag from here: page-cache/page-etag.mjs is where it lives.
export { pageEtag } from "./page-cache/page-etag.mjs";
