import { describe, expect, it, vi } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { paragraphViews } from "./paragraph-views";

const res = (type: string, id: string, attributes: Record<string, unknown> | undefined, relationships: Record<string, unknown> = {}): Resource =>
  ({ type, id, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([k, data]) => [k, { data }])) }) as Resource;

function views(paragraphs: Resource[], included: Resource[] = []) {
  const warn = vi.fn();
  const doc = { data: res("node--landing_page", "home", { title: "Home" }), included: [...included, ...paragraphs] };
  return { views: paragraphViews(paragraphs, relationsFor(doc), { contentOrigin: "http://content:3001", warn }), warn };
}

describe("navigation cards paragraph", () => {
  it("keeps the cards with a title and a safe link, with their summaries", () => {
    const { views: [view] } = views([res("paragraph--navigation_cards", "nc", {
      field_paragraph_title: "Start here",
      field_paragraph_cards: [
        { uri: "internal:/study-at-yu", title: "Domestic students", summary: " Courses and fees. " },
        { uri: "internal:/current-students", title: "Current students" },
        { uri: "javascript:alert(1)", title: "Bad" },
        { uri: "internal:/x", title: "" },
        "not a card",
      ],
    })]);
    expect(view).toEqual({
      type: "navigation_cards", id: "nc", title: "Start here",
      cards: [
        { text: "Domestic students", href: "/study-at-yu", summary: "Courses and fees." },
        { text: "Current students", href: "/current-students", summary: null },
      ],
    });
  });

  it("has no title and no cards when the fields are missing", () => {
    expect(views([res("paragraph--navigation_cards", "nc", {})]).views[0]).toEqual({ type: "navigation_cards", id: "nc", title: null, cards: [] });
  });
});
