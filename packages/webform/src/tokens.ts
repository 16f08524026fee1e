/* Drupal tokens in web form definitions. Drupal replaces `[type:name]` tokens when it renders a form itself; a
 * decoupled front end receives them raw, so the site replaces the ones it knows here and removes the rest: a raw
 * token is never shown, never sent back as an answer. Grammar as Drupal's Token::scan reads it: a type without
 * spaces, brackets or colons, a colon, then a name (which may chain more colons) without brackets. */

export interface Token {
  /** The whole token, brackets included: "[current-page:url]". */
  raw: string;
  type: string;
  /** Everything after the first colon: "url", "values:email:raw". */
  name: string;
}

export interface TokenContext {
  /** The current page's absolute address and title; null where the caller has no page (the token then empties). */
  pageUrl?: string | null;
  pageTitle?: string | null;
  siteName?: string | null;
  siteUrl?: string | null;
  formTitle?: string | null;
  formId?: string | null;
  /** The visitor's answers, only once they are submitted (confirmation messages). */
  values?: Readonly<Record<string, unknown>> | null;
}

const TOKEN = /\[([^\s[\]:]+):([^[\]]+)\]/g;

/** Every token in a text, in order. */
export function scanTokens(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ raw: m[0], type: m[1] ?? "", name: m[2] ?? "" }));
}

export function hasToken(text: string): boolean {
  return new RegExp(TOKEN.source).test(text);
}

// Tokens about the visitor. The site keeps no user profile, so they are empty for everyone, signed in or not.
const VISITOR_TYPES: ReadonlySet<string> = new Set(["webform-authenticated-user", "current-user", "user"]);
// Drupal Webform's suffixes that change how a value prints, not which value: "[...:email:raw]".
const VALUE_SUFFIXES: ReadonlySet<string> = new Set(["raw", "value", "clear", "htmldecode", "striptags", "urlencode", "xmlencode"]);

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(", ");
  if (typeof value === "object" && value !== null) return Object.values(value).map(asText).filter(Boolean).join(", ");
  return "";
}

/** `values:email:raw` → the answer of `email`; an unanswered or unknown element gives "". */
function submittedValue(path: string[], values: Readonly<Record<string, unknown>> | null | undefined): string {
  const parts = path.filter((part, index) => index === 0 || !VALUE_SUFFIXES.has(part));
  const [element, ...keys] = parts;
  if (element === undefined || values === null || values === undefined || !Object.hasOwn(values, element)) return "";
  let value: unknown = values[element];
  for (const key of keys) value = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return asText(value);
}

/** The text a known token stands for ("" when the site knows the token but has no value); null when unknown. */
export function tokenValue(token: Token, context: TokenContext): string | null {
  const name = token.name.split(":");
  const [first, ...rest] = name;
  if (VISITOR_TYPES.has(token.type)) return "";
  switch (token.type) {
    case "current-page":
      if (first === "url") return rest[0] === "path" ? pathOf(context.pageUrl) : (context.pageUrl ?? "");
      if (first === "title") return context.pageTitle ?? "";
      return null;
    case "site":
      if (first === "name") return context.siteName ?? "";
      if (first === "url") return context.siteUrl ?? "";
      return null;
    case "webform":
      if (first === "title") return context.formTitle ?? "";
      if (first === "id") return context.formId ?? "";
      return null;
    case "webform_submission":
      if (first === "values") return submittedValue(rest, context.values);
      return null;
    default:
      return null;
  }
}

function pathOf(url: string | null | undefined): string {
  if (url === null || url === undefined || url === "") return "";
  try {
    return new URL(url, "http://site.invalid").pathname;
  } catch {
    return "";
  }
}

export interface Replaced {
  text: string;
  /** Tokens the site does not know, removed from the text. */
  unknown: string[];
}

/** A confirmation message's submission values, kept as tokens until there is a submission. */
export const isSubmissionValueToken = (token: Token): boolean => token.type === "webform_submission" && token.name.startsWith("values:");

/** Replaces every token in a text: known ones by their value (through `escape`, for HTML), unknown ones by "";
 * tokens `keep` accepts stay as they are, for a later pass. */
export function replaceTokens(
  text: string,
  context: TokenContext,
  escape: (value: string) => string = (v) => v,
  keep: (token: Token) => boolean = () => false,
): Replaced {
  const unknown: string[] = [];
  const out = text.replace(TOKEN, (raw: string, type: string, name: string) => {
    if (keep({ raw, type, name })) return raw;
    const value = tokenValue({ raw, type, name }, context);
    if (value === null) {
      unknown.push(raw);
      return "";
    }
    return escape(value);
  });
  return { text: out, unknown };
}

/** Text for HTML: the five characters that could open markup or an attribute are written as entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every string in a definition (nested objects and lists too) with its tokens replaced; `skip` keeps a key's
 * strings as they are (a confirmation message keeps its submission tokens until there is a submission). */
export function replaceTokensDeep(value: unknown, context: TokenContext, unknown: Set<string>, skip: (key: string) => boolean = () => false): unknown {
  if (typeof value === "string") {
    const replaced = replaceTokens(value, context, hasHtml(value) ? escapeHtml : undefined);
    for (const token of replaced.unknown) unknown.add(token);
    return replaced.text;
  }
  if (Array.isArray(value)) return value.map((item) => replaceTokensDeep(item, context, unknown, skip));
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = skip(key) ? item : replaceTokensDeep(item, context, unknown, skip);
    return out;
  }
  return value;
}

function hasHtml(text: string): boolean {
  return /<[a-z!/]/i.test(text);
}

/** The one warning line a form's unknown tokens give; null when there were none. */
export function unknownTokensWarning(formId: string, unknown: ReadonlySet<string>): string | null {
  return unknown.size === 0 ? null : `Webform "${formId}": unknown tokens removed: ${[...unknown].join(", ")}`;
}
