// The names the site's content reads and its page cache (server/page-cache/, which Next loads as it is) both
// use for cache tags. Plain JavaScript, so that both import the same values.

/** The header of the content service's tags on a response, which the site's pages carry on too. */
export const SECTION_CACHE_TAGS = "section-cache-tags";

/**
 * Tags the site chooses itself for its reads (`yu:route:/about-yu`), kept apart from the content service's own tags:
 * only the content's tags go out on the site's responses (the page cache drops these there).
 */
export const SITE_TAG_PREFIX = "yu:";
