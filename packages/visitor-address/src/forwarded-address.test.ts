import { describe, expect, it } from "vitest";
import { bareAddress, isTrustedProxy, parseTrustedProxies, visitorAddress, type TrustedProxies } from "./forwarded-address.ts";

function proxies(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.proxies;
}

const LB = "10.0.0.0/8, 127.0.0.1, ::1, fd00::/8";

describe("visitorAddress", () => {
  it.each([
    // [trusted proxies, peer, X-Forwarded-For, visitor]
    ["", "203.0.113.7", null, "203.0.113.7"],
    ["", "203.0.113.7", "198.51.100.1", "203.0.113.7"], // an untrusted peer speaks for nobody
    ["", "2001:db8::7", "198.51.100.1", "2001:db8::7"],
    ["", "::ffff:203.0.113.7", null, "203.0.113.7"], // IPv4-mapped IPv6 is the IPv4 address
    [LB, "10.1.2.3", "203.0.113.7", "203.0.113.7"], // a trusted load balancer speaks for its visitor
    [LB, "10.1.2.3", "203.0.113.7, 10.9.9.9", "203.0.113.7"], // through several trusted hops
    [LB, "::ffff:10.1.2.3", "203.0.113.7", "203.0.113.7"],
    [LB, "::1", "2001:db8::7", "2001:db8::7"],
    [LB, "fd00::5", "2001:db8::7, fd12::1", "2001:db8::7"], // IPv6 CIDR range
    [LB, "10.1.2.3", "198.51.100.66, 203.0.113.7", "203.0.113.7"], // a forged left-most entry is never reached
    [LB, "10.1.2.3", "10.0.0.1, 203.0.113.7", "203.0.113.7"], // even when it names a trusted proxy
    [LB, "10.1.2.3", "unknown, 203.0.113.7", "203.0.113.7"],
    [LB, "10.1.2.3", "203.0.113.7, garbage", "10.1.2.3"], // garbage from a trusted hop: the walk stops there
    [LB, "10.1.2.3", "<script>", "10.1.2.3"],
    [LB, "10.1.2.3", "999.1.1.1", "10.1.2.3"],
    [LB, "10.1.2.3", "203.0.113.7:51234", "203.0.113.7"], // ports are not part of the address
    [LB, "10.1.2.3", "[2001:db8::7]:443", "2001:db8::7"],
    [LB, "10.1.2.3", "", "10.1.2.3"], // a trusted peer naming nobody is itself
    [LB, "10.1.2.3", "10.4.4.4", "10.4.4.4"], // all hops trusted: the furthest one
    ["203.0.113.0/24", "203.0.113.9", "198.51.100.1", "198.51.100.1"],
    ["203.0.113.0/24", "203.0.114.9", "198.51.100.1", "203.0.114.9"], // just outside the range
    // No peer reported (a server without the peer-address hook): the right-most entry stands in for it.
    ["", null, "198.51.100.66, 203.0.113.7", "203.0.113.7"],
    [LB, null, "198.51.100.66, 203.0.113.7, 10.1.2.3", "203.0.113.7"],
  ] as const)("trusting [%s], peer %s, X-Forwarded-For %s → %s", (trust, peer, forwardedFor, visitor) => {
    expect(visitorAddress({ peer, forwardedFor }, proxies(trust))).toBe(visitor);
  });

  it("has none when nothing usable names the visitor", () => {
    expect(visitorAddress({ peer: null, forwardedFor: null }, proxies(""))).toBeUndefined();
    expect(visitorAddress({ peer: undefined, forwardedFor: "garbage" }, proxies(LB))).toBeUndefined();
    expect(visitorAddress({ peer: "not-an-address", forwardedFor: "203.0.113.7" }, proxies(LB))).toBeUndefined();
  });
});

describe("parseTrustedProxies", () => {
  it("takes addresses and CIDR ranges of both families", () => {
    const trusted = proxies(" 127.0.0.1 ,::1, 10.0.0.0/8,fd00::/8 ");
    expect(isTrustedProxy("10.255.0.1", trusted)).toBe(true);
    expect(isTrustedProxy("11.0.0.1", trusted)).toBe(false);
    expect(isTrustedProxy("fd00::1", trusted)).toBe(true);
    expect(isTrustedProxy("fe80::1", trusted)).toBe(false);
    expect(isTrustedProxy("127.0.0.1", trusted)).toBe(true);
    expect(isTrustedProxy("127.0.0.2", trusted)).toBe(false);
  });

  it("trusts nobody when empty", () => {
    expect(isTrustedProxy("127.0.0.1", proxies(""))).toBe(false);
  });

  it("names every entry it cannot read", () => {
    expect(parseTrustedProxies("10.0.0.0/33, localhost, 1.2.3.4/8/9, ::1/129, 10.0.0.0/x")).toEqual({
      ok: false,
      problems: [
        '"10.0.0.0/33" has a prefix longer than its address',
        '"localhost" is not an IP address or a CIDR range',
        '"1.2.3.4/8/9" is not an IP address or a CIDR range',
        '"::1/129" has a prefix longer than its address',
        '"10.0.0.0/x" is not an IP address or a CIDR range',
      ],
    });
  });
});

describe("bareAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"], ["::FFFF:203.0.113.7", "203.0.113.7"], ["2001:DB8::1", "2001:db8::1"],
    ["[::1]", "::1"], ["[::1]:80", "::1"], ["fe80::1%eth0", "fe80::1"], ["1.2.3.4:80", "1.2.3.4"],
    ["1.2.3", null], ["", null], ["::ffff:999.1.1.1", null], ["example.edu", null],
  ] as const)("%s → %s", (raw, bare) => {
    expect(bareAddress(raw)).toBe(bare);
  });
});
