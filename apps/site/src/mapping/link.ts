/** Link of spec §3: the 'internal:' prefix removed; external links open in a new window by default. */
export interface LinkModel {
  id?: string;
  title: string;
  uri: string;
  target?: string;
}

export function cleanUri(uri: string): string {
  const stripped = uri.replace(/^internal:/, "").replace(/^entity:node\//, "/node/");
  return stripped === "" ? "/" : stripped;
}

export function isExternalUri(uri: string): boolean {
  return /^(https?:)?\/\//i.test(uri) || /^(mailto|tel):/i.test(uri);
}

const present = (s: string | undefined | null): s is string => typeof s === "string" && s.trim() !== "";

/** A site-data link needs a title and an address; one without either is left out rather than rendered empty. */
export function siteDataLink(link: { id?: string; title: string; uri: string }): LinkModel | null {
  if (!present(link.title) || !present(link.uri)) return null;
  return { ...(link.id ? { id: link.id } : {}), title: link.title.trim(), uri: cleanUri(link.uri.trim()) };
}
