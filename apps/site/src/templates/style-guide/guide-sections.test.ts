import { describe, expect, it } from "vitest";
import { contentsOf, GUIDE_SECTIONS } from "./guide-sections";

describe("style guide contents", () => {
  it("links to every section in order", () => {
    const contents = contentsOf(GUIDE_SECTIONS);
    expect(contents).toHaveLength(GUIDE_SECTIONS.length);
    expect(contents[0]).toEqual({ href: "#guide-site-alerts", title: "Site alerts: emergency, warning and information" });
    expect(contents.map((c) => c.href)).toEqual(GUIDE_SECTIONS.map((s) => `#${s.id}`));
  });

  it("names each section once", () => {
    expect(new Set(GUIDE_SECTIONS.map((s) => s.title.toLowerCase())).size).toBe(GUIDE_SECTIONS.length);
  });

  it("covers the components of the brief", () => {
    const titles = GUIDE_SECTIONS.map((s) => s.title).join("\n");
    for (const name of ["Accordion", "Tabs", "Video", "Buttons", "Related links", "Key dates", "Cards", "Site alerts", "Web form", "Call to action", "Breadcrumbs", "Pagination"]) {
      expect(titles).toContain(name);
    }
  });

  it("refuses an id used twice or one that is not a plain fragment", () => {
    expect(() => contentsOf([{ id: "a", title: "A" }, { id: "a", title: "B" }])).toThrow(/used twice/);
    expect(() => contentsOf([{ id: "has space", title: "A" }])).toThrow(/plain fragment/);
  });
});
