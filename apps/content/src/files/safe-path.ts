import path from "node:path";
import { hasControlCharacter } from "../text/has-control-character.ts";

/**
 * Maps the URL path below /sites/default/files/ to a file inside `root`, or null when it could escape it
 * or name something we never serve (hidden files, encoded slashes, control characters, malformed escapes).
 */
export function resolveFilePath(root: string, encodedRelative: string): string | null {
  if (encodedRelative === "" || /%2f|%5c|%00/i.test(encodedRelative)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(encodedRelative);
  } catch {
    return null;
  }
  if (hasControlCharacter(relative) || relative.includes("\\")) return null;
  const segments = relative.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".." || segment.startsWith("."))) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  return full.startsWith(base + path.sep) ? full : null;
}
