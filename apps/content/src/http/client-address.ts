import { bareAddress, isTrustedProxy, visitorAddress, type TrustedProxies } from "@yu/visitor-address";

export interface AddressSources {
  /** The address of the connection. */
  socket: string;
  /** `X-Forwarded-For`, as received. */
  forwardedFor?: string | string[] | undefined;
  /** An address the sender states for its visitor (a Tide submission's `remote_addr`). */
  declared?: unknown;
}

/**
 * A stated visitor address as a bare IP, or null for anything else: a sender that fills `remote_addr` with the
 * "unspecified" address (0.0.0.0, ::) names nobody.
 */
export function declaredAddress(declared: unknown): string | null {
  if (typeof declared !== "string") return null;
  const address = bareAddress(declared);
  return address === null || address === "0.0.0.0" || address === "::" ? null : address;
}

/** Whether a connection's address is one of CONTENT_TRUST_PROXY's proxies (IPv4-mapped IPv6 read as IPv4). */
export function isTrustedSender(socket: string, trusted: TrustedProxies): boolean {
  const address = bareAddress(socket);
  return address !== null && isTrustedProxy(address, trusted);
}

/**
 * The visitor behind a request, for rate limits and the stored remote_addr. Only a trusted sender (the site's
 * server, listed in CONTENT_TRUST_PROXY as an address or a range) may speak for its visitor, by `remote_addr` or
 * else X-Forwarded-For; anyone else is the address of its own connection, whatever it claims. X-Forwarded-For is
 * walked as the site walks it (@yu/visitor-address): from the right, each trusted hop speaks for the entry before
 * it, and the first entry that is not a trusted proxy is the visitor.
 */
export function clientAddress(sources: AddressSources, trusted: TrustedProxies): string {
  const socket = bareAddress(sources.socket) ?? sources.socket;
  if (!isTrustedSender(socket, trusted)) return socket;
  const declared = declaredAddress(sources.declared);
  if (declared !== null) return declared;
  const forwardedFor = Array.isArray(sources.forwardedFor) ? sources.forwardedFor.join(",") : sources.forwardedFor;
  return visitorAddress({ peer: socket, forwardedFor }, trusted) ?? socket;
}
