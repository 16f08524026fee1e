// What the site's Node server adds around Next, loaded before it: `node --import ./server/origin.mjs …/next start`.
// Each module is one job: the visitor's connection address for the routes (peer-address.mjs), and error pages
// rendered by the server rather than only in the browser (error-pages.mjs), and 304s for pages the visitor already
// holds (not-modified.mjs); last, compression, and above it pages that paint before their scripts run
// (scripts-after-paint.mjs). The order is the order of the wrappers: Next writes to the last one installed.
import "./peer-address.mjs";
import "./error-pages.mjs";
import "./not-modified.mjs";
import "./scripts-after-paint.mjs";
