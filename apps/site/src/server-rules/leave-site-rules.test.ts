import { afterEach, describe, expect, it, vi } from "vitest";
import { SITE_RULES_KEY } from "./site-rules-key.mjs";

const made = vi.hoisted(() => ({ failure: null as string | null }));
vi.mock("./site-rules", () => ({
  siteRules: (options: { development: boolean }) => {
    if (made.failure !== null) throw new Error(made.failure);
    return { siteOrigin: "https://www.example.edu", development: options.development };
  },
}));

const { leaveSiteRules } = await import("./leave-site-rules");
const held = globalThis as typeof globalThis & { [key: symbol]: unknown };
const left = () => held[Symbol.for(SITE_RULES_KEY)];

describe("the site's rules left for the server", () => {
  afterEach(() => {
    delete held[Symbol.for(SITE_RULES_KEY)];
    made.failure = null;
  });

  it("leaves the rules under the process-wide key the server reads", async () => {
    await leaveSiteRules({ development: true });
    expect(left()).toEqual({ rules: { siteOrigin: "https://www.example.edu", development: true } });
  });

  it("leaves an invalid configuration as a failure, with its words, rather than throwing", async () => {
    made.failure = "Invalid site configuration:\n  SITE_ID: must be a number";
    await expect(leaveSiteRules({ development: false })).resolves.toBeUndefined();
    expect(left()).toEqual({ failure: "Invalid site configuration:\n  SITE_ID: must be a number" });
  });
});
