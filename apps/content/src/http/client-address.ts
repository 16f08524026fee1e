import { isIP } from "node:net";

export interface AddressSources {
  /** The address of the connection. */
  socket: string;
  /** `X-Forwarded-For`, as received. */
  forwardedFor?: string | string[] | undefined;
  /** An address the sender states for its visitor (a Tide submission's `remote_addr`). */
  declared?: unknown;
}

function usable(address: unknown): string | null {
  if (typeof address !== "string") return null;
  const trimmed = address.trim();
  return isIP(trimmed) !== 0 && trimmed !== "0.0.0.0" && trimmed !== "::" ? trimmed : null;
}

/**
 * The visitor behind a request, for rate limits and the stored remote_addr. Only a trusted sender (the site's
 * server, listed in CONTENT_TRUST_PROXY) may speak for its visitor, by `remote_addr` or else X-Forwarded-For;
 * anyone else is the address of its own connection, whatever it claims.
 */
export function clientAddress(sources: AddressSources, trusted: ReadonlySet<string>): string {
  if (!trusted.has(sources.socket)) return sources.socket;
  const forwarded = Array.isArray(sources.forwardedFor) ? sources.forwardedFor[0] : sources.forwardedFor;
  return usable(sources.declared) ?? usable(forwarded?.split(",")[0]) ?? sources.socket;
}
