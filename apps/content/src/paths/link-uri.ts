export interface LinkUri {
  /** Drupal's stored form: "internal:/x", a full URL, "route:<nolink>", "mailto:…". */
  uri: string;
  /** What a browser follows: "/x", the full URL, "" for a heading without a link. */
  url: string;
}

/** Accepts "/x", "internal:/x", "http(s)://…", "mailto:", "tel:", "#anchor" and "route:<nolink>". */
export function normaliseLinkUri(raw: string): LinkUri | null {
  const text = raw.trim();
  if (text === "" || text === "route:<nolink>") return { uri: "route:<nolink>", url: "" };
  if (text.startsWith("internal:")) {
    const rest = text.slice("internal:".length);
    return rest.startsWith("/") && !rest.startsWith("//") ? { uri: text, url: rest } : null;
  }
  if (text.startsWith("/") && !text.startsWith("//")) return { uri: `internal:${text}`, url: text };
  if (/^https?:\/\/[^\s/]+/.test(text)) return { uri: text, url: text };
  if (/^(mailto|tel):\S+$/.test(text)) return { uri: text, url: text };
  if (/^#\S*$/.test(text)) return { uri: `internal:${text}`, url: text };
  return null;
}

/** The path part of an internal link ("/a/b" from "/a/b?x#y"), or null for external links. */
export function internalPath(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const end = url.search(/[?#]/);
  const pathOnly = end < 0 ? url : url.slice(0, end);
  return pathOnly.length > 1 ? pathOnly.replace(/\/+$/, "") : pathOnly;
}
