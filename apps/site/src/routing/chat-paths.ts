/* Where the chat launcher shows (spec §5 "Chat path list"). Pure. */

/** A path without its trailing slashes ("/" stays "/"). */
function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** An entry as editors may write it: a path, or a full address of which only the path counts. */
function entryPath(entry: string): string {
  const value = entry.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value.replace(/\*$/, "")).pathname + (value.endsWith("*") ? "*" : "");
    } catch {
      return value;
    }
  }
  return value.split(/[?#]/)[0] ?? "";
}

/**
 * True when `path` is one the display list names: an entry ending in `*` is a prefix ("/courses/*" also takes
 * "/courses" itself), "/" is the home page only, anything else matches exactly. Trailing slashes never count.
 */
export function pathListed(path: string, displayUrls: readonly string[]): boolean {
  const target = withoutTrailingSlash(path);
  return displayUrls.some((raw) => {
    const entry = entryPath(raw);
    if (entry.endsWith("*")) {
      const prefix = entry.slice(0, -1);
      const bare = withoutTrailingSlash(prefix);
      return target.startsWith(prefix) || target === bare || bare === "/" || prefix === "";
    }
    return entry !== "" && withoutTrailingSlash(entry) === target;
  });
}

/** `vu_chat_enabled` when the settings carry it (true, "1", "true"…); absent means enabled. */
export function chatEnabled(settings: Readonly<Record<string, unknown>>): boolean {
  const value = settings.vu_chat_enabled;
  if (value === undefined || value === null) return true;
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") return !/^(0|false|no|off|)$/i.test(value.trim());
  return true;
}
