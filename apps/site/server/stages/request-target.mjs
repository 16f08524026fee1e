// The request's target as this server routes it: always a path. HTTP/1.1 lets a request line name the whole
// address (absolute-form, "GET http://evil.example/about-yu/ HTTP/1.1", what a client sends to a proxy); a
// server must accept it (RFC 9112 §3.2.2), and this one keeps only its path and query, so that no stage, and not
// Next, ever builds an address (a redirect's Location) from an authority the client wrote. A target that is no
// path at all ("*", "host:443", "mailto:…") is a 400, answered here with the headers the stage before set.

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * The origin-form ("/path?query") of a request target, or null when it has none.
 * @param {string} target
 * @returns {string | null}
 */
export function originForm(target) {
  if (target.startsWith("/")) return target;
  const authority = ABSOLUTE_FORM.exec(target);
  if (authority === null) return null;
  const rest = target.slice(authority[0].length);
  if (rest === "") return "/";
  if (rest.startsWith("/")) return rest;
  return rest.startsWith("?") ? `/${rest}` : null;
}

/** @returns {BeforeStage} */
export function requestTarget() {
  return {
    name: "request-target",
    before(request, response) {
      const target = originForm(request.url ?? "/");
      if (target !== null) {
        if (target !== request.url) request.url = target;
        return false;
      }
      response.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", connection: "close" });
      response.end("Bad request: the request target is not a path of this site.");
      return true;
    },
  };
}
