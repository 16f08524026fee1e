import { describe, expect, it } from "vitest";
import { visitorAddress } from "./visitor-address";

describe("visitorAddress", () => {
  it("takes the first X-Forwarded-For entry when it is an IPv4 or IPv6 address", () => {
    expect(visitorAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(visitorAddress(" 203.0.113.7 , 10.0.0.1")).toBe("203.0.113.7");
    expect(visitorAddress("2001:db8::1, 10.0.0.1")).toBe("2001:db8::1");
  });

  it("has none without a header or when the first entry is not an address", () => {
    expect(visitorAddress(null)).toBeUndefined();
    expect(visitorAddress(undefined)).toBeUndefined();
    expect(visitorAddress("")).toBeUndefined();
    expect(visitorAddress("unknown, 203.0.113.7")).toBeUndefined();
    expect(visitorAddress("203.0.113.7:443")).toBeUndefined();
    expect(visitorAddress("<script>")).toBeUndefined();
    expect(visitorAddress("999.1.1.1")).toBeUndefined();
  });
});
