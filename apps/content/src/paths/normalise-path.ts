import { hasControlCharacter } from "../text/has-control-character.ts";

const MAX_PATH_LENGTH = 2048;

/**
 * Normalises a looked-up path as Tide does: leading slash, no query or fragment, repeated slashes
 * collapsed, trailing slash stripped for anything longer than "/". Null for paths that cannot be aliases.
 */
export function normaliseLookupPath(raw: string): string | null {
  let path = raw.trim();
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (path.length > MAX_PATH_LENGTH || hasControlCharacter(path)) return null;
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}
