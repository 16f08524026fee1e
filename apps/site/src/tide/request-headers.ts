import { isTokenExpired } from "./auth-token";

export const JSON_API_CONTENT_TYPE = "application/vnd.api+json; charset=UTF-8";
export const JSON_API_ACCEPT = "application/vnd.api+json";

export interface HeaderInput {
  requestId?: string | undefined;
  authToken?: string | null | undefined;
  /** `user:password` for the content host's HTTP Basic protection. */
  basicAuth?: string | null | undefined;
  now?: number;
}

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Authorization` value of HTTP Basic credentials given as `user:password`. */
export function basicAuthorization(userPassword: string): string {
  return `Basic ${base64(userPassword)}`;
}

/** The editor token to send, or null: only a present and unexpired token is ever forwarded. */
export function bearerToken(authToken: string | null | undefined, now: number = Date.now()): string | null {
  return authToken && !isTokenExpired(authToken, now) ? authToken : null;
}

/**
 * Request headers of TIDE-API.md "Transport". The editor token travels in X-Authorization because
 * Authorization is reserved for the host's Basic credentials; the two are never mixed.
 */
export function buildTideHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": JSON_API_CONTENT_TYPE,
    Accept: JSON_API_ACCEPT,
    "X-Sdp-Request-Location": "tide",
  };
  if (input.requestId) headers["X-Request-Id"] = input.requestId;
  const bearer = bearerToken(input.authToken, input.now);
  if (bearer) headers["X-Authorization"] = `Bearer ${bearer}`;
  if (input.basicAuth) headers.Authorization = basicAuthorization(input.basicAuth);
  return headers;
}
