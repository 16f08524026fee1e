import { describe, expect, it, vi } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { paragraphViews } from "./paragraph-views";
import { studyAreaTiles } from "./study-areas";

const res = (type: string, id: string, attributes: Record<string, unknown> | undefined, relationships: Record<string, unknown> = {}): Resource =>
  ({ type, id, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([k, data]) => [k, { data }])) }) as Resource;

function views(paragraphs: Resource[], included: Resource[] = []) {
  const warn = vi.fn();
  const doc = { data: res("node--landing_page", "home", { title: "Home" }), included: [...included, ...paragraphs] };
  return { views: paragraphViews(paragraphs, relationsFor(doc), { contentOrigin: "http://content:3001", warn }), warn };
}

describe("study areas paragraph", () => {
  it("maps its title, text and link, with a default title", () => {
    const { views: list } = views([
      res("paragraph--study_areas", "sa", { field_paragraph_title: "Browse by study area", field_paragraph_cta: { uri: "internal:/study-at-yu/courses/browse-study-areas", title: "All study areas" } }),
      res("paragraph--study_areas", "sb", {}),
    ]);
    expect(list).toEqual([
      { type: "study_areas", id: "sa", title: "Browse by study area", html: "", link: { text: "All study areas", href: "/study-at-yu/courses/browse-study-areas" } },
      { type: "study_areas", id: "sb", title: "Study areas", html: "", link: null },
    ]);
  });

  it("lists the ten study areas with their browse pages and levels", () => {
    const tiles = studyAreaTiles("yu");
    expect(tiles).toHaveLength(10);
    expect(tiles[0]).toEqual({ slug: "arts-humanities", label: "Arts & humanities", href: "/study-at-yu/courses/browse-study-areas/arts-humanities", levels: expect.any(String) });
    for (const tile of tiles) expect(tile.href).toBe(`/study-at-yu/courses/browse-study-areas/${tile.slug}`);
    expect(tiles.find((t) => t.slug === "business")?.levels).toMatch(/^Undergraduate · /);
    expect(tiles.map((t) => t.levels).join(" ")).not.toContain("(non-award)");
    expect(studyAreaTiles("vu")[0]?.href).toBe("/study-at-vu/courses/browse-study-areas/arts-humanities");
  });
});
