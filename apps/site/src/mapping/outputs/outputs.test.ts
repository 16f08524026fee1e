import { describe, expect, it } from "vitest";
import { addressLines, locationAddress } from "./address";
import { callToAction } from "./call-to-action";
import { linkList } from "./link-list";
import { socialIcon, socialLinks } from "./social-links";

describe("linkList", () => {
  it("strips 'internal:', keeps order and drops links without a uri, a title or with a script uri", () => {
    const attrs = {
      field_paragraph_links: [
        { uri: "internal:/study-at-yu/how-to-apply", title: "How to apply" },
        { uri: "", title: "Empty" },
        { uri: "javascript:alert(1)", title: "Bad" },
        { uri: "https://library.yu.edu.au/", title: "" },
      ],
    };
    expect(linkList(attrs, "field_paragraph_links")).toEqual([{ text: "How to apply", href: "/study-at-yu/how-to-apply" }]);
    expect(linkList({}, "missing")).toEqual([]);
  });
});

describe("callToAction", () => {
  it("maps a link field to text and url", () => {
    expect(callToAction({ cta: { uri: "internal:/apply", title: "Apply now" } }, "cta")).toEqual({ text: "Apply now", url: "/apply" });
  });
  it("gives a bare URL, or a link without a title, the fallback text", () => {
    expect(callToAction({ cta: [{ uri: "internal:/apply", title: " " }] }, "cta")).toEqual({ text: "Find out more", url: "/apply" });
    expect(callToAction({ field_event_booking_url: "https://events.yu.edu.au/open-day" }, "field_event_booking_url", "Book now")).toEqual({ text: "Book now", url: "https://events.yu.edu.au/open-day" });
  });
  it("is null when there is no link or a scripted one", () => {
    expect(callToAction({ cta: null }, "cta")).toBeNull();
    expect(callToAction({ cta: { uri: "javascript:alert(1)", title: "Go" } }, "cta")).toBeNull();
  });
});

describe("locationAddress", () => {
  const attrs = {
    field_event_location: { address_line1: "70-104 Ballarat Road", address_line2: "Building M, Level 1", locality: "Footscray", administrative_area: "VIC", postal_code: "3011", country_code: "AU" },
  };
  it("maps the address sub-fields and formats display lines", () => {
    const a = locationAddress(attrs, "field_event_location");
    expect(a).toEqual({ line1: "70-104 Ballarat Road", line2: "Building M, Level 1", locality: "Footscray", administrativeArea: "VIC", postalCode: "3011" });
    expect(addressLines(a!)).toEqual(["70-104 Ballarat Road", "Building M, Level 1", "Footscray VIC 3011"]);
  });
  it("is null for an online event (null location) or an empty address", () => {
    expect(locationAddress({ field_event_location: null }, "field_event_location")).toBeNull();
    expect(locationAddress({ a: { address_line1: " " } }, "a")).toBeNull();
  });
});

describe("socialLinks", () => {
  it("maps site-data links with the icon of their symbol, X for the old Twitter symbols, a plain link icon otherwise", () => {
    expect(socialLinks([
      { title: "Facebook", uri: "https://www.facebook.com/yarrauni", icon: { symbol: "facebook" } },
      { title: "X", uri: "https://twitter.com/yarrauni", icon: { symbol: "X-Twitter" } },
      { title: "TikTok", uri: "https://www.tiktok.com/@yarrauni" },
      { title: " ", uri: "https://blog.yu.edu.au" },
    ])).toEqual([
      { icon: "facebook", title: "Facebook", uri: "https://www.facebook.com/yarrauni" },
      { icon: "x", title: "X", uri: "https://twitter.com/yarrauni" },
      { icon: "link", title: "TikTok", uri: "https://www.tiktok.com/@yarrauni" },
    ]);
    expect(socialIcon("Twitter")).toBe("x");
    expect(socialIcon(undefined)).toBe("link");
  });
});
