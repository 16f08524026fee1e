import { describe, expect, it } from "vitest";
import { documentOf, imageMedia, resource } from "../types/tide-document";
import { addressLines, locationAddress } from "./address";
import { callToAction } from "./call-to-action";
import { campaignCaption } from "./campaign-caption";
import { formattedText } from "./formatted-text";
import { imageOutput } from "./image";
import { linkList } from "./link-list";
import { phones } from "./phones";
import { socialIcon, socialLinks } from "./social-links";

describe("linkList", () => {
  it("strips 'internal:', keeps order and drops links without a uri or with a script uri", () => {
    const attrs = {
      field_paragraph_links: [
        { uri: "internal:/study-at-yu/how-to-apply", title: "How to apply" },
        { uri: "", title: "Empty" },
        { uri: "javascript:alert(1)", title: "Bad" },
        { uri: "https://library.yu.edu.au/", title: "" },
      ],
    };
    expect(linkList(attrs, "field_paragraph_links")).toEqual([
      { title: "How to apply", uri: "/study-at-yu/how-to-apply" },
      { title: "https://library.yu.edu.au/", uri: "https://library.yu.edu.au/" },
    ]);
    expect(linkList({}, "missing")).toEqual([]);
  });
});

describe("callToAction", () => {
  it("maps a link field to text and url", () => {
    expect(callToAction({ cta: { uri: "internal:/apply", title: "Apply now" } }, "cta")).toEqual({ text: "Apply now", url: "/apply" });
  });
  it("gives a bare URL the fallback text", () => {
    expect(callToAction({ field_event_booking_url: "https://events.yu.edu.au/open-day" }, "field_event_booking_url", "Book now")).toEqual({ text: "Book now", url: "https://events.yu.edu.au/open-day" });
  });
  it("is null when there is no link", () => {
    expect(callToAction({ cta: null }, "cta")).toBeNull();
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

describe("phones", () => {
  it("maps phone paragraphs to title, number and a tel: link", () => {
    const p = resource("paragraph--phone", "ph1", { field_paragraph_phone_title: "Student enquiries", field_paragraph_phone_number: "03 5550 1234" });
    const empty = resource("paragraph--phone", "ph2", { field_paragraph_phone_title: "None" });
    expect(phones([p, empty])).toEqual([{ title: "Student enquiries", number: "03 5550 1234", href: "tel:0355501234" }]);
  });
  it("reads a {title, number} list field too", () => {
    expect(phones({ f: [{ title: "", number: "1300 975 701" }] }, "f")).toEqual([{ title: "Phone", number: "1300 975 701", href: "tel:1300975701" }]);
  });
});

describe("socialLinks", () => {
  it("maps social link paragraphs with an icon from the network or the host", () => {
    const a = resource("paragraph--social_link", "s1", { field_paragraph_link: { uri: "https://www.facebook.com/yarrauni", title: "Facebook" } });
    const b = resource("paragraph--social_link", "s2", { field_paragraph_link: { uri: "https://twitter.com/yarrauni", title: "X" }, field_paragraph_social_network: "twitter" });
    const c = resource("paragraph--social_link", "s3", { field_paragraph_link: { uri: "https://blog.yu.edu.au", title: "Blog" } });
    expect(socialLinks([a, b, c])).toEqual([
      { icon: "facebook", title: "Facebook", url: "https://www.facebook.com/yarrauni" },
      { icon: "x", title: "X", url: "https://twitter.com/yarrauni" },
      { icon: "link", title: "Blog", url: "https://blog.yu.edu.au" },
    ]);
    expect(socialIcon("https://x.com/yu")).toBe("x");
  });
});

describe("formattedText", () => {
  it("decodes the text and sanitises the HTML", () => {
    const out = formattedText({ body: { value: "x", processed: "<p>Fish &amp; chips</p><script>alert(1)</script>" } }, "body");
    expect(out).toEqual({ html: "<p>Fish &amp; chips</p>", text: "Fish & chips" });
    expect(formattedText({ body: { value: "", processed: "" } }, "body")).toBeNull();
  });
});

describe("imageOutput and campaignCaption", () => {
  const media = imageMedia("m1", "/sites/default/files/site/hero-campus.svg", "Students on the lawn", { field_media_caption: "Footscray Park campus" });
  const node = resource("node--landing_page", "n1", { title: "Campus" }, { field_featured_image: "media--image:m1" });
  const rel = documentOf(node, media);
  it("gives src, alt, size and caption of a media field", () => {
    expect(imageOutput(node, "field_featured_image", rel, "http://content")).toEqual({
      src: "http://content/sites/default/files/site/hero-campus.svg", alt: "Students on the lawn", width: 1200, height: 675, caption: "Footscray Park campus",
    });
    expect(imageOutput(node, "field_missing", rel, "http://content")).toBeNull();
  });
  it("takes the caption from the image, else the campaign summary", () => {
    expect(campaignCaption(null, media[1]!)).toBe("Footscray Park campus");
    expect(campaignCaption(resource("block_content--campaign", "c", { field_block_summary: "<p>Open day &amp; more</p>" }), null)).toBe("Open day & more");
    expect(campaignCaption(null, null)).toBeNull();
  });
});
