import { describe, expect, it } from "vitest";
import { CAMPAIGN_STORAGE_KEY, campaignFromQuery, parseStoredCampaign, rememberedCampaign, withCampaign } from "./campaign";
import { rememberCampaign } from "./campaign-memory";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) { return this.items.get(k) ?? null; }
  setItem(k: string, v: string) { this.items.set(k, v); }
}

describe("campaignFromQuery", () => {
  it("reads the utm fields, trimmed, cut to 50 characters and cleaned", () => {
    const q = new URLSearchParams({ utm_source: "  facebook ", utm_campaign: `open-day<script>${"x".repeat(60)}`, utm_medium: "", course_code: "BBNS", other: "x" });
    expect(campaignFromQuery(q)).toEqual({ utm_source: "facebook", utm_campaign: "open-dayscript" + "x".repeat(34) });
  });
  it("is null for an address without a campaign", () => {
    expect(campaignFromQuery(new URLSearchParams("course_code=BBNS"))).toBeNull();
    expect(campaignFromQuery(new URLSearchParams("utm_source=%3C%3E"))).toBeNull();
  });
});

describe("remembering a campaign", () => {
  it("keeps the latest campaign of the tab and reads it back", () => {
    const storage = new MemoryStorage();
    rememberCampaign("?utm_source=google&utm_medium=cpc", storage);
    rememberCampaign("?page=2", storage);
    expect(rememberedCampaign(storage)).toEqual({ utm_source: "google", utm_medium: "cpc" });
    rememberCampaign("?utm_source=newsletter", storage);
    expect(rememberedCampaign(storage)).toEqual({ utm_source: "newsletter" });
  });
  it("reads nothing unsafe or unknown from storage the visitor may have edited", () => {
    expect(parseStoredCampaign(JSON.stringify({ utm_source: "<b>x</b>", utm_term: 5, evil: "y" }))).toEqual({ utm_source: "bx/b" });
    expect(parseStoredCampaign("not json")).toBeNull();
    expect(parseStoredCampaign("[1]")).toBeNull();
    const storage = new MemoryStorage();
    storage.setItem(CAMPAIGN_STORAGE_KEY, "{");
    expect(rememberedCampaign(storage)).toBeNull();
    expect(rememberedCampaign(null)).toBeNull();
  });
  it("stores values as given, and cleans them when they are read back", () => {
    const storage = new MemoryStorage();
    rememberCampaign(`?utm_campaign=${encodeURIComponent(`"spring"<b>${"x".repeat(300)}`)}&utm_evil%5B%5D=1`, storage);
    expect(JSON.parse(storage.getItem(CAMPAIGN_STORAGE_KEY) ?? "{}").utm_campaign).toHaveLength(200);
    expect(rememberedCampaign(storage)).toEqual({ utm_campaign: `springb${"x".repeat(39)}` });
  });
  it("survives storage that refuses to write", () => {
    expect(() => rememberCampaign("?utm_source=x", { setItem: () => { throw new Error("quota"); } })).not.toThrow();
  });
});

describe("withCampaign", () => {
  it("adds the remembered campaign to an address that names none", () => {
    const q = withCampaign(new URLSearchParams("course_code=BBNS"), { utm_source: "google", utm_campaign: "open-day" });
    expect(q.toString()).toBe("course_code=BBNS&utm_source=google&utm_campaign=open-day");
  });
  it("lets an address's own campaign win whole", () => {
    const q = withCampaign(new URLSearchParams("utm_source=email"), { utm_source: "google", utm_campaign: "open-day" });
    expect(q.toString()).toBe("utm_source=email");
  });
});
