import { isIP } from "node:net";

export interface AddressSources {
  /** The address of the connection. */
  socket: string;
  /** `X-Forwarded-For`, as received. */
  forwardedFor?: string | string[] | undefined;
  /** An address the sender states for its visitor (a Tide submission's `remote_addr`). */
  declared?: unknown;
}

/** A bare IP (IPv4-mapped IPv6 as IPv4, lower case), or null for anything else, "unspecified" addresses included. */
export function bareAddress(address: unknown): string | null {
  if (typeof address !== "string") return null;
  let text = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1] !== undefined) text = mapped[1];
  return isIP(text) !== 0 && text !== "0.0.0.0" && text !== "::" ? text.toLowerCase() : null;
}

/**
 * The visitor behind a request, for rate limits and the stored remote_addr. Only a trusted sender (the site's
 * server, listed in CONTENT_TRUST_PROXY) may speak for its visitor, by `remote_addr` or else X-Forwarded-For;
 * anyone else is the address of its own connection, whatever it claims. X-Forwarded-For is read from the right:
 * each trusted hop speaks for the entry before it, and the first entry that is not a trusted proxy is the
 * visitor, so whatever a visitor wrote at the left is never reached. The same rule as the site's
 * routing/forwarded-address.ts (which also takes CIDR ranges).
 */
export function clientAddress(sources: AddressSources, trusted: ReadonlySet<string>): string {
  const socket = bareAddress(sources.socket) ?? sources.socket;
  if (!trusted.has(socket)) return socket;
  const declared = bareAddress(sources.declared);
  if (declared !== null) return declared;
  const header = Array.isArray(sources.forwardedFor) ? sources.forwardedFor.join(",") : (sources.forwardedFor ?? "");
  const hops = header.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  let current = socket;
  while (trusted.has(current)) {
    const next = bareAddress(hops.pop());
    if (next === null) break;
    current = next;
  }
  return current;
}

/** CONTENT_TRUST_PROXY's addresses as clientAddress compares them (IPv4-mapped IPv6 as IPv4). */
export function trustedAddresses(items: Iterable<string>): Set<string> {
  return new Set([...items].map((item) => bareAddress(item) ?? item));
}
