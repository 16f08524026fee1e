/** Business constants of spec §9. */
export const SEARCH_RESULTS_CAP = 500;
/** Ours: results per page of /search, the longest query sent, how long the search service may take, and how long an answer is kept. */
export const SEARCH_PAGE_SIZE = 10;
/** Ours: courses per page of the course finder (a grid of three, four rows). */
export const FINDER_PAGE_SIZE = 12;
export const SEARCH_QUERY_MAX_CHARS = 256;
export const SEARCH_TIMEOUT_MS = 5_000;
export const SEARCH_RESULTS_CACHE = { max: 500, ttlMs: 60_000 } as const;
export const SEARCH_FAILURE_MEMORY_MS = 10_000;
export const SUGGESTIONS_PER_CALL = 10;
export const SUGGESTIONS_MIN_CHARS = 3;
/** Ours: the most suggestions one call may ask for, the longest text sent, and how long the search service may take. */
export const SUGGESTIONS_MAX_SHOW = 50;
export const SUGGESTIONS_MAX_QUERY_CHARS = 100;
export const SUGGEST_TIMEOUT_MS = 5_000;
export const FORM_VALIDATION_DEBOUNCE_MS = 1000;
export const TRUNCATE_LENGTH = 150;
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const NAV_DEPTH = 5;
export const PAGE_LAYOUT_NAV_DEPTH = 4;
export const STUDY_LEVELS = ["Bachelor", "Postgraduate", "TAFE", "Short Course"] as const;
export const AUDIENCE_QUERY_VALUE = "international";
export const SITE_DATA_REFRESH_MS = 60_000;
/** The most URLs one sitemap may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;
export const ANNOUNCER_DELAY_MS = 1000;
/** Spec §9: after a navigation to an address with a #target, look for the target this often, this many times. */
export const ANCHOR_WAIT = { intervalMs: 100, attempts: 50 } as const;
/** Spec §9: opening a date picker scrolls its field to this offset from the top of the window, over this long. */
export const DATE_PICKER_SCROLL = { offsetPx: -150, durationMs: 500 } as const;
/** Spec §9: the route-change analytics event waits this long after a client navigation (the new title is in). */
export const PAGE_VIEW_DELAY_MS = 250;
export const COURSE_SEARCH_CACHE = { max: 24, ttlMs: 3_600_000 } as const;
export const SECOND_CLIENT_CACHE = { max: 24, ttlMs: 300_000 } as const;
export const PAGE_SIZE = 50;
/**
 * Ours (the spec's is 30 s; CONTENT_TIMEOUT_MS sets it): a read of the content service that has no answer after this
 * long has failed. A never-visited page against a service that accepts and never answers is then a 503 within about
 * 8 s: the page steps' redirect lookup (at most 1.5 s), the page's reads (this, in parallel), and its error view's
 * (at most 1 s more once a read has timed out: tide/http.ts NOT_ANSWERING_READ_TIMEOUT_MS).
 */
export const READ_TIMEOUT_MS = 5_000;
export const WRITE_TIMEOUT_MS = 9_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const BREAKPOINTS = { xs: 0, s: 576, m: 768, l: 992, xl: 1264, xxl: 1920, xxxl: 2560 } as const;
/** Ours: suggestion answers kept in the site, as long as the search service lets HTTP caches keep them. */
export const SUGGESTIONS_CACHE = { max: 1000, ttlMs: 60_000 } as const;
/** Ours: how long typing must pause before suggestions are looked up. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;
/* The largest web form submission and file either app reads are @yu/webform-rules' SUBMISSION_MAX_BYTES and
 * UPLOAD_MAX_BYTES. Ours: room for an upload's multipart envelope around its file. */
export const WEBFORM_UPLOAD_ENVELOPE_BYTES = 64 * 1024;
/** Ours: how long the content service may take to store an uploaded file. */
export const UPLOAD_TIMEOUT_MS = 30_000;
/** Ours: the web form a course page's Enquire opens, with the course's code in its hidden course_code. */
export const COURSE_ENQUIRY_WEBFORM = "course_enquiry";
