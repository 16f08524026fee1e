/**
 * The canonical form of a path's slashes: no trailing slash (but "/"), no empty segments. Next's own trailing-slash
 * redirect is switched off (next.config.ts `skipTrailingSlashRedirect`) so that the proxy answers it, with the
 * security headers Next's redirect would lack. Empty segments collapse, so "//evil.example/" becomes
 * "/evil.example" — a path of this site, never a protocol-relative address. Returns null when the path is already
 * canonical (or is one of Next's assets, which never carry one).
 */
export function canonicalSlashes(pathname: string): string | null {
  if (pathname === "/" || pathname.startsWith("/_next/")) return null;
  const canonical = `/${pathname.split("/").filter((segment) => segment !== "").join("/")}`;
  return canonical === pathname ? null : canonical;
}
