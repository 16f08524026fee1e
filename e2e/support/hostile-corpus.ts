/**
 * Hostile input for the browser tests and the integration tests alike (plain data, no test-runner imports).
 *
 * XSS: a representative selection of the OWASP XSS filter-evasion cheat sheet. Every payload that could run
 * script either calls alert (a `dialog` would open) or sets `window.__xss` (the tests read that canary).
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script tags, plain and disguised
  "<script>window.__xss=1</script>",
  "<SCRIPT>window.__xss=1</SCRIPT>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "<script src=data:text/javascript,window.__xss=1></script>",
  "<scr<script>ipt>window.__xss=1</scr</script>ipt>",
  "<script/xss>window.__xss=1</script>",
  "\"><script>window.__xss=1</script>",
  "'><script>window.__xss=1</script>",
  "</title><script>window.__xss=1</script>",
  "</textarea><script>window.__xss=1</script>",
  "</script><script>window.__xss=1</script>",
  "<<script>window.__xss=1//<</script>",
  // Event handlers
  "<img src=x onerror=window.__xss=1>",
  "<IMG SRC=x OnErRoR=alert(1)>",
  "<img src=x onerror=\"window.__xss=1\">",
  "<img src=`x`onerror=window.__xss=1>",
  "<img/src=x/onerror=window.__xss=1>",
  "<body onload=window.__xss=1>",
  "<svg onload=window.__xss=1>",
  "<svg/onload=alert(1)>",
  "<details open ontoggle=window.__xss=1>",
  "<input autofocus onfocus=window.__xss=1>",
  "<video><source onerror=window.__xss=1></video>",
  "<marquee onstart=window.__xss=1>",
  "\" onmouseover=\"window.__xss=1",
  "' onfocus='window.__xss=1' autofocus='",
  "\" autofocus onfocus=\"window.__xss=1",
  // URLs that run script
  "javascript:window.__xss=1",
  "JaVaScRiPt:alert(1)",
  "java\tscript:window.__xss=1",
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1",
  "<a href=\"javascript:window.__xss=1\">x</a>",
  "<a href=\"&#x6A;avascript:alert(1)\">x</a>",
  "<iframe src=\"javascript:window.__xss=1\"></iframe>",
  "<iframe srcdoc=\"<script>parent.__xss=1</script>\"></iframe>",
  "data:text/html,<script>window.__xss=1</script>",
  "<object data=\"data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==\"></object>",
  "<embed src=\"javascript:window.__xss=1\">",
  "<form action=\"javascript:window.__xss=1\"><button>x</button></form>",
  "<meta http-equiv=\"refresh\" content=\"0;url=javascript:window.__xss=1\">",
  "<base href=\"javascript:window.__xss=1//\">",
  // SVG and MathML
  "<svg><script>window.__xss=1</script></svg>",
  "<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>",
  "<svg><a xlink:href=\"javascript:window.__xss=1\"><text x=20 y=20>x</text></a></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
  "<math href=\"javascript:window.__xss=1\">x</math>",
  // Encoded and broken-up variants
  "%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E",
  "&lt;script&gt;window.__xss=1&lt;/script&gt;",
  "\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e",
  "<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;.__xss=1>",
  "<IMG SRC=\"jav&#x09;ascript:window.__xss=1\">",
  "<style>@import 'javascript:window.__xss=1';</style>",
  "<div style=\"background:url(javascript:window.__xss=1)\">",
  "<!--<img src=\"--><img src=x onerror=window.__xss=1//\">",
  // Template and JSON injection
  "{{constructor.constructor('window.__xss=1')()}}",
  "${window.__xss=1}",
  "#{window.__xss=1}",
  "</script><img src=x onerror=window.__xss=1>",
  "\u2028\u2029<img src=x onerror=window.__xss=1>",
];

/** Destinations that would take the visitor to another site if taken as a same-site path. */
export const REDIRECT_PAYLOADS: readonly string[] = [
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "https:evil.example",
  "https://evil.example",
  "http://evil.example",
  "HTTPS://evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "/%2F/evil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "/%5Cevil.example",
  "http://localhost@evil.example",
  "https://localhost:3000@evil.example",
  "//localhost@evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "//evil.example%2F..",
  "//%65vil.example",
  "/ /evil.example",
  "\u3002evil.example",
];

/** Query strings (already encoded) no JSON:API endpoint may answer with a 500. */
export const MALFORMED_JSONAPI_QUERIES: readonly string[] = [
  "filter[title]=%00",
  "filter[title]=a%00b",
  "filter[title][value]=%00&filter[title][operator]=CONTAINS",
  "filter[a][condition][path]=title&filter[a][condition][value]=%00",
  "filter[a][condition][path]=ti%00tle&filter[a][condition][value]=x",
  "filter[ti%00tle]=x",
  "filter[title]=%01%02%1F%7F",
  "filter[title]=%0D%0ASet-Cookie:x=1",
  "filter[title]=%C3%28",
  "filter[title]=%FF%FE",
  "filter[title]=%E0%80%80",
  "filter[title]=%",
  "filter[title]=%zz",
  "filter%5Btitle%5D=%ED%A0%80",
  "sort=%00",
  "sort=title%00",
  "sort=%C3%28",
  "sort[]=title&sort[]=created",
  "sort[a]=title",
  "page[limit]=%00",
  "page[offset]=1%00",
  "page[limit][]=1",
  "page[offset][a]=1",
  "page=%00",
  "include=%00",
  "include=field_%00",
  "include[]=field_a",
  "include=%C3%28",
  "fields[node--page]=%00",
  "fields[node--page][]=title",
  "fields[%00]=title",
  "fields=%00",
  "resourceVersion=%00",
  "site=%00",
  "site[]=7",
  "filter[title]=" + "a".repeat(5000),
  "filter[" + "a".repeat(500) + "]=x",
  "sort=" + "title,".repeat(800),
  "include=" + "field_a.".repeat(500),
  "filter[a][b][c][d][e][f][g][h][i][j]=x",
  "filter" + "[a]".repeat(40) + "=x",
  "filter[title][]=a&filter[title][]=b",
  "filter[title][value][]=a&filter[title][operator]==",
  "filter[title][operator]=%00&filter[title][value]=x",
  "filter[title][operator]=IN&filter[title][value]=%00",
  "filter[a][condition][path]=title&filter[a][condition][operator]=BETWEEN&filter[a][condition][value][]=%00&filter[a][condition][value][]=b",
  "filter[a][group][conjunction]=%00",
  "filter[a][condition][memberOf]=%00&filter[a][condition][path]=title&filter[a][condition][value]=x",
  "filter=%00",
  "filter[]=x",
  "%00=x",
  "%C3%28=x",
  "a=%C3%28",
];

/** Path segments (already encoded) for the resource and route endpoints. */
export const MALFORMED_PATH_SEGMENTS: readonly string[] = [
  "%00", "a%00b", "%C3%28", "%FF", "%01", "%7F", "%", "%zz", "%2e%2e", "..%2F..%2Fetc%2Fpasswd",
  "a".repeat(300), "%E0%80%80", "%0D%0A",
];

/** Values of `?path=` of /api/v1/route (already encoded). */
export const MALFORMED_ROUTE_PATHS: readonly string[] = [
  "%00", "/%00", "/a%00b", "/%C3%28", "%C3%28", "/%01", "/%7F", "/" + "a".repeat(5000), "//evil.example", "/%2e%2e/%2e%2e",
  "javascript:alert(1)", "/%0D%0ASet-Cookie:x=1", "%", "/%zz",
];

/** What no answer to hostile input may contain: stack frames, module or file paths, SQL or database errors. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w.<>$]+ \(/,
  /\bat (?:file:\/\/|\/)[^\s]+:\d+:\d+/,
  /node_modules/,
  /\/(?:home|work|usr|app|src|opt)\/[\w./-]+\.(?:[cm]?js|tsx?)/,
  /\bSELECT\b[\s\S]{0,200}\bFROM\b/,
  /syntax error at or near/i,
  /pglite/i,
  /invalid byte sequence/i,
  /\bdrizzle\b/i,
];

/** The first leak pattern a body matches, or null. */
export function leakIn(body: string): RegExp | null {
  return LEAK_PATTERNS.find((pattern) => pattern.test(body)) ?? null;
}
