// Where the site's rules are left for the site's server: Next's instrumentation hook makes them (src/instrumentation.ts,
// leave-site-rules.ts) and leaves them under this process-wide key (config/process-wide.ts), where the server reads
// them before it listens (server/site-rules.mjs). JavaScript, so that the server can import it as it is.
export const SITE_RULES_KEY = "yu.site-rules";
