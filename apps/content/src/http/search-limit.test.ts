import { parseTrustedProxies } from "@yu/visitor-address";
import { describe, expect, it } from "vitest";
import { SearchLimit } from "./search-limit.ts";

const parsed = parseTrustedProxies("127.0.0.1");
if (!parsed.ok) throw new Error(parsed.problems.join("; "));
const trusted = parsed.proxies;

describe("SearchLimit", () => {
  it("counts each visitor apart and refuses past the budget with the seconds to wait", async () => {
    const limit = new SearchLimit(2, trusted);
    const direct = { socket: "203.0.113.7", forwardedFor: "198.51.100.1" };
    expect(await limit.spend(direct)).toBeNull();
    expect(await limit.spend(direct)).toBeNull();
    expect(await limit.spend(direct)).toBeGreaterThanOrEqual(59);
    expect(await limit.spend({ socket: "203.0.113.8", forwardedFor: undefined })).toBeNull();
  });

  it("counts a visitor the site names, never the site's own searches", async () => {
    const limit = new SearchLimit(1, trusted);
    expect(await limit.spend({ socket: "127.0.0.1", forwardedFor: "198.51.100.9" })).toBeNull();
    expect(await limit.spend({ socket: "127.0.0.1", forwardedFor: "198.51.100.9" })).not.toBeNull();
    for (let i = 0; i < 5; i++) expect(await limit.spend({ socket: "127.0.0.1", forwardedFor: undefined })).toBeNull();
  });
});
