// NUL cannot be stored in PostgreSQL text or jsonb, nor compared with it; a lone UTF-16 surrogate is not Unicode.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL or a lone surrogate: it can be neither stored nor looked up, only refused. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}
