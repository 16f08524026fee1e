import { BlockList, isIP } from "node:net";

/**
 * Who the visitor is, from the connection and the proxies a server trusts (the site's SITE_TRUST_PROXY, the content
 * service's CONTENT_TRUST_PROXY). Pure.
 *
 * The chain is X-Forwarded-For's entries followed by the connection's own peer. Starting from the peer and
 * walking leftwards, every trusted hop may speak for the one before it; the first address that is not a trusted
 * proxy is the visitor. A visitor can write anything at the left of X-Forwarded-For, but a trusted proxy
 * appends what it saw, so a forged entry is never reached while an untrusted hop stands to its right.
 */

/** The addresses and ranges allowed to state whom they forward (IPs and CIDR ranges, IPv4 or IPv6). */
export interface TrustedProxies {
  readonly list: BlockList;
  readonly empty: boolean;
}

export type TrustParse = { ok: true; proxies: TrustedProxies } | { ok: false; problems: string[] };

/** An address as a bare IP: brackets and ports taken off, IPv4-mapped IPv6 as IPv4; null when it is none. */
export function bareAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed?.[1] !== undefined) text = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const zone = text.indexOf("%");
  if (zone > 0 && text.includes(":")) text = text.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1] !== undefined) text = mapped[1];
  return isIP(text) === 0 ? null : text.toLowerCase();
}

/** A comma-separated list of IP addresses and CIDR ranges ("127.0.0.1, ::1, 10.0.0.0/8, fd00::/8"). */
export function parseTrustedProxies(text: string | undefined): TrustParse {
  const list = new BlockList();
  const problems: string[] = [];
  const items = (text ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "");
  for (const item of items) {
    const [address = "", prefix, extra] = item.split("/");
    const ip = bareAddress(address);
    const family = ip === null ? 0 : isIP(ip);
    if (ip === null || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      problems.push(`"${item}" is not an IP address or a CIDR range`);
      continue;
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      list.addAddress(ip, type);
      continue;
    }
    const bits = Number(prefix);
    if (bits > (family === 4 ? 32 : 128)) {
      problems.push(`"${item}" has a prefix longer than its address`);
      continue;
    }
    list.addSubnet(ip, bits, type);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, proxies: { list, empty: items.length === 0 } };
}

/** Whether a bare address is one of the trusted proxies. */
export function isTrustedProxy(address: string, proxies: TrustedProxies): boolean {
  if (proxies.empty) return false;
  return proxies.list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

export interface AddressSources {
  /** The connection's peer, when the server reports it (the site: apps/site/server/stages/peer-address.mjs). */
  peer: string | null | undefined;
  /** X-Forwarded-For as received (several headers joined by commas). */
  forwardedFor: string | null | undefined;
}

/**
 * The visitor's address: the right-most X-Forwarded-For entry that is not a trusted proxy, reached from the
 * peer through trusted hops only. Without a trusted peer, the peer itself. A garbage entry ends the walk at the
 * last good hop. Without a peer (a server started without the peer-address hook), the right-most entry stands
 * in for it. Undefined when there is no usable address at all.
 */
export function visitorAddress(sources: AddressSources, proxies: TrustedProxies): string | undefined {
  const hops = (sources.forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  const peer = sources.peer ? bareAddress(sources.peer) : null;
  if (sources.peer && peer === null) return undefined;
  let current = peer ?? bareAddress(hops.pop() ?? "");
  if (current === null) return undefined;
  while (isTrustedProxy(current, proxies)) {
    const entry = hops.pop();
    if (entry === undefined) break;
    const next = bareAddress(entry);
    if (next === null) break;
    current = next;
  }
  return current;
}
