// A path that cannot even be decoded (broken percent-encoding, control characters) is a 400, answered before Next,
// for pages and route handlers alike: a dynamic segment such as /api/webform/[webformId] would otherwise fail to
// decode as a 500. A page gets a small page saying so; a file or an API route a line of text.
import { isNotAPage } from "../error-shell.mjs";
import { requestPath } from "../request-path.mjs";

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */

/**
 * @param {Pick<import("../site-rules.mjs").SiteRules, "unusablePath" | "badRequestPage">} rules
 * @returns {BeforeStage}
 */
export function unreadablePath(rules) {
  return {
    name: "unreadable-path",
    before(request, response) {
      const { pathname } = requestPath(request);
      if (rules.unusablePath(pathname) === null) return false;
      const page = !isNotAPage(pathname);
      response.writeHead(400, {
        "content-type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
        "cache-control": "no-store",
      });
      response.end(page ? rules.badRequestPage() : "Bad request: the address cannot be read.");
      return true;
    },
  };
}
