import { parseTrustedProxies, type TrustedProxies } from "@yu/visitor-address";
import { describe, expect, it } from "vitest";
import { clientAddress, declaredAddress, isTrustedSender } from "./client-address.ts";

function proxies(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.proxies;
}

const trusted = proxies("10.0.0.5, 10.0.0.6, ::1, ::ffff:127.0.0.1");

describe("clientAddress", () => {
  it("is the connection's address for anyone not trusted, whatever they claim", () => {
    expect(clientAddress({ socket: "203.0.113.9", declared: "198.51.100.1", forwardedFor: "198.51.100.2" }, trusted)).toBe("203.0.113.9");
    expect(clientAddress({ socket: "::ffff:203.0.113.9", forwardedFor: "198.51.100.2" }, trusted)).toBe("203.0.113.9");
    expect(clientAddress({ socket: "not an address", declared: "198.51.100.1" }, trusted)).toBe("not an address");
  });

  it("takes a trusted sender's declared address, else the right-most forwarded address that is not a trusted proxy", () => {
    expect(clientAddress({ socket: "10.0.0.5", declared: "198.51.100.1", forwardedFor: "198.51.100.2" }, trusted)).toBe("198.51.100.1");
    expect(clientAddress({ socket: "10.0.0.5", declared: "0.0.0.0", forwardedFor: "198.51.100.2, 10.0.0.6" }, trusted)).toBe("198.51.100.2");
    expect(clientAddress({ socket: "10.0.0.5", declared: "not an ip", forwardedFor: ["2001:db8::1"] }, trusted)).toBe("2001:db8::1");
    expect(clientAddress({ socket: "10.0.0.5" }, trusted)).toBe("10.0.0.5");
  });

  it.each([
    // [socket, X-Forwarded-For, visitor]
    ["10.0.0.5", "198.51.100.66, 203.0.113.7", "203.0.113.7"], // a forged left-most entry is never reached
    ["10.0.0.5", "203.0.113.7, 10.0.0.6", "203.0.113.7"], // through several trusted hops
    ["10.0.0.5", "203.0.113.7, garbage", "10.0.0.5"], // garbage from a trusted hop ends the walk there
    ["127.0.0.1", "203.0.113.7", "203.0.113.7"], // the local site (npm start trusts loopback)
    ["::ffff:127.0.0.1", "2001:db8::7", "2001:db8::7"],
    ["::1", "203.0.113.7", "203.0.113.7"],
    ["198.51.100.66", "203.0.113.7", "198.51.100.66"], // an untrusted peer speaks for nobody
  ])("socket %s, X-Forwarded-For %s → %s", (socket, forwardedFor, visitor) => {
    expect(clientAddress({ socket, forwardedFor }, trusted)).toBe(visitor);
  });

  it("trusts the site's servers by CIDR range", () => {
    const ranges = proxies("10.8.0.0/16, fd00::/8");
    expect(clientAddress({ socket: "10.8.3.4", declared: "198.51.100.1" }, ranges)).toBe("198.51.100.1");
    expect(clientAddress({ socket: "::ffff:10.8.3.4", forwardedFor: "203.0.113.7, 10.8.9.9" }, ranges)).toBe("203.0.113.7");
    expect(clientAddress({ socket: "fd12::1", forwardedFor: "2001:db8::7" }, ranges)).toBe("2001:db8::7");
    expect(clientAddress({ socket: "10.9.0.1", declared: "198.51.100.1", forwardedFor: "203.0.113.7" }, ranges)).toBe("10.9.0.1");
  });
});

describe("declaredAddress", () => {
  it.each([
    ["198.51.100.1", "198.51.100.1"], ["::ffff:198.51.100.1", "198.51.100.1"], ["2001:DB8::1", "2001:db8::1"],
    ["0.0.0.0", null], ["::", null], ["::ffff:0.0.0.0", null], ["not an ip", null], ["", null], [42, null], [null, null],
  ] as const)("%s → %s", (declared, address) => {
    expect(declaredAddress(declared)).toBe(address);
  });
});

describe("isTrustedSender", () => {
  it("reads the connection's address as the proxies list is read", () => {
    expect(isTrustedSender("::ffff:10.0.0.5", trusted)).toBe(true);
    expect(isTrustedSender("127.0.0.1", trusted)).toBe(true);
    expect(isTrustedSender("10.0.0.7", trusted)).toBe(false);
    expect(isTrustedSender("", trusted)).toBe(false);
    expect(isTrustedSender("127.0.0.1", proxies(""))).toBe(false);
  });
});
