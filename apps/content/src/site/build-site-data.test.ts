import { describe, expect, it } from "vitest";
import { mergeSiteConfig, referencedMedia } from "./build-site-data.ts";

describe("mergeSiteConfig", () => {
  it("takes the subsite's own values over its parent's, but never inherits its subsite menu or error pages", () => {
    expect(mergeSiteConfig(
      { subsite_menu: "cops", quick_exit_url: null, logo_url: "/cops" },
      { main_menu: "main", subsite_menu: "other", error_pages: { not_found: {} }, quick_exit_url: "https://x", logo_url: "/" },
    )).toEqual({ main_menu: "main", quick_exit_url: "https://x", logo_url: "/cops", subsite_menu: "cops" });
    expect(mergeSiteConfig(undefined, undefined)).toEqual({});
  });
});

describe("referencedMedia", () => {
  it("collects media references anywhere in the configuration", () => {
    expect([...referencedMedia({ logos: { primary_light: { type: "media--image", id: "a" } },
      footer_columns: [{ components: [{ flags: [{ type: "media--image", id: "b" }, { type: "node--page", id: "c" }] }] }] })])
      .toEqual(["a", "b"]);
  });
});
