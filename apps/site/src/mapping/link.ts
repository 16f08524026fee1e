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
