// The canonical form of a path's slashes, answered before Next: "/about-yu/" is redirected (308) to "/about-yu",
// with the security headers the stage before set. Next's own trailing-slash redirect is off
// (`skipTrailingSlashRedirect` in next.config.ts).
import { requestPath } from "../request-path.mjs";

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */

/**
 * The canonical form of a path's slashes: no trailing slash (but "/"), no empty segments. Empty segments collapse,
 * so "//evil.example/" becomes "/evil.example" — a path of this site, never a protocol-relative address. Returns
 * null when the path is already canonical (or is one of Next's assets, which never carry one).
 * @param {string} pathname
 * @returns {string | null}
 */
export function canonicalSlashes(pathname) {
  if (pathname === "/" || pathname.startsWith("/_next/")) return null;
  const canonical = `/${pathname.split("/").filter((segment) => segment !== "").join("/")}`;
  return canonical === pathname ? null : canonical;
}

/** @returns {BeforeStage} */
export function canonicalSlashRedirect() {
  return {
    name: "canonical-slashes",
    before(request, response) {
      const { pathname, search } = requestPath(request);
      const canonical = canonicalSlashes(pathname);
      if (canonical === null) return false;
      response.writeHead(308, { location: `${canonical}${search}` }).end();
      return true;
    },
  };
}
