// A request's path and query as Next reads them: its target after this server's own origin, so that "//x/" stays a
// path and ".." segments are resolved.

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */

/**
 * @param {IncomingMessage} request
 * @returns {{ pathname: string; search: string }}
 */
export function requestPath(request) {
  try {
    const url = new URL(`http://localhost${request.url ?? "/"}`);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: request.url ?? "/", search: "" };
  }
}
