import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

const trusted = new Set(["10.0.0.5"]);

describe("clientAddress", () => {
  it("is the connection's address for anyone not trusted, whatever they claim", () => {
    expect(clientAddress({ socket: "203.0.113.9", declared: "198.51.100.1", forwardedFor: "198.51.100.2" }, trusted)).toBe("203.0.113.9");
  });
  it("takes a trusted sender's declared address, then the first forwarded one", () => {
    expect(clientAddress({ socket: "10.0.0.5", declared: "198.51.100.1", forwardedFor: "198.51.100.2" }, trusted)).toBe("198.51.100.1");
    expect(clientAddress({ socket: "10.0.0.5", declared: "0.0.0.0", forwardedFor: "198.51.100.2, 10.0.0.5" }, trusted)).toBe("198.51.100.2");
    expect(clientAddress({ socket: "10.0.0.5", declared: "not an ip", forwardedFor: ["2001:db8::1"] }, trusted)).toBe("2001:db8::1");
    expect(clientAddress({ socket: "10.0.0.5" }, trusted)).toBe("10.0.0.5");
  });
});
