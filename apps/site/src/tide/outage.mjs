// What the site's content layer and its server agree on about a content service outage. Plain JavaScript, so that
// the server's stages (server/error-shell.mjs), which Node runs as they are, import the same values as the site.

/**
 * The digest of an error that means the content service could not be reached, answered too slowly or answered
 * nonsense (502, 503, 504). Next keeps an error's own digest in the page it sends, which is how the server's
 * error-page stage knows to answer 503 rather than 500.
 */
export const CONTENT_UNAVAILABLE_DIGEST = "CONTENT_SERVICE_UNAVAILABLE";

/** Seconds a visitor (or a cache) is asked to wait before trying again after a 503 of an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;
