import { describe, expect, it } from "vitest";
import { siteMenuNames } from "./site-menus.ts";

describe("siteMenuNames", () => {
  it("lists the menus a site configuration names, in header-to-footer order", () => {
    expect(siteMenuNames({ legal_menu: "legal", main_menu: "main", footer_menu: "footer", subsite_menu: "nursing", other: "x" }))
      .toEqual(["main", "footer", "legal", "nursing"]);
    expect(siteMenuNames({ main_menu: null, footer_menu: 3 })).toEqual([]);
  });
});
