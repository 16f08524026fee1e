import { describe, expect, it } from "vitest";
import { clientAddress, trustedAddresses } from "./client-address.ts";

const trusted = trustedAddresses(["10.0.0.5", "10.0.0.6", "::1", "::ffff:127.0.0.1"]);

describe("clientAddress", () => {
  it("is the connection's address for anyone not trusted, whatever they claim", () => {
    expect(clientAddress({ socket: "203.0.113.9", declared: "198.51.100.1", forwardedFor: "198.51.100.2" }, trusted)).toBe("203.0.113.9");
    expect(clientAddress({ socket: "::ffff:203.0.113.9", forwardedFor: "198.51.100.2" }, trusted)).toBe("203.0.113.9");
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
    ["10.0.0.5", "10.0.0.6, 203.0.113.7", "203.0.113.7"],
    ["10.0.0.5", "203.0.113.7, 10.0.0.6", "203.0.113.7"], // through several trusted hops
    ["10.0.0.5", "203.0.113.7, garbage", "10.0.0.5"], // garbage from a trusted hop ends the walk there
    ["10.0.0.5", "::ffff:203.0.113.7", "203.0.113.7"],
    ["127.0.0.1", "203.0.113.7", "203.0.113.7"], // the local site (npm start trusts loopback)
    ["::ffff:127.0.0.1", "2001:db8::7", "2001:db8::7"],
    ["::1", "203.0.113.7", "203.0.113.7"],
    ["127.0.0.1", "127.0.0.1", "127.0.0.1"], // a visitor on this machine
    ["198.51.100.66", "203.0.113.7", "198.51.100.66"], // an untrusted peer speaks for nobody
  ])("socket %s, X-Forwarded-For %s → %s", (socket, forwardedFor, visitor) => {
    expect(clientAddress({ socket, forwardedFor }, trusted)).toBe(visitor);
  });
});
