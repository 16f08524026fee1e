import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { contentPageView, pageDescription } from "./content-page";
import type { Relations } from "./relations";

const res = (type: string, id: string, attributes: Record<string, unknown>, relationships: Record<string, string | string[]> = {}): Resource => ({
  type,
  id,
  attributes,
  relationships: Object.fromEntries(
    Object.entries(relationships).map(([k, v]) => [k, { data: Array.isArray(v) ? v.map((x) => ({ type: "?", id: x })) : { type: "?", id: v } }]),
  ),
});

function relationsOf(all: Resource[], meta: Record<string, Record<string, unknown>> = {}): Relations {
  const byId = new Map(all.map((r) => [r.id, r]));
  const ids = (r: Resource, f: string) => {
    const d = r.relationships[f]?.data;
    return d ? (Array.isArray(d) ? d.map((x) => x.id) : [d.id]) : [];
  };
  return {
    one: (r, f) => byId.get(ids(r, f)[0] ?? "") ?? null,
    many: (r, f) => ids(r, f).map((id) => byId.get(id)).filter((x): x is Resource => Boolean(x)),
    meta: (r, f) => meta[`${r.id}.${f}`] ?? null,
  };
}

describe("contentPageView", () => {
  const file = res("file--file", "f1", { uri: { url: "/sites/default/files/a.svg" } });
  const media = res("media--image", "m1", { name: "Campus" }, { field_media_image: "f1" });
  const accItem = res("paragraph--accordion_content", "ai", { field_paragraph_accordion_name: "Fees", field_paragraph_accordion_body: { processed: "<p>Low</p><script>x</script>" } });
  const acc = res("paragraph--accordion", "p1", { field_paragraph_title: "FAQ" }, { field_paragraph_accordion: ["ai"] });
  const links = res("paragraph--related_links", "p2", { field_paragraph_related_links_style: "contact", field_paragraph_links: [{ uri: "internal:/about-yu/contact-us", title: "Email us" }] });
  const tag = res("taxonomy_term--tags", "t1", { name: "Health" });
  const node = res(
    "node--landing_page",
    "n1",
    { title: "Study nursing", field_landing_page_summary: "Care for people.", body: { processed: "<p>Body</p>" } },
    { field_featured_image: "m1", field_landing_page_component: ["p1", "p2"], field_tags: ["t1"] },
  );
  const rel = relationsOf([file, media, accItem, acc, links, tag, node], { "m1.field_media_image": { alt: "Students on the lawn", width: 1200, height: 675 } });

  it("maps title, summary, sanitised body, image, tags and paragraphs", () => {
    const view = contentPageView(node, rel, { contentOrigin: "http://content:3001", now: 0 });
    expect(view).toMatchObject({ bundle: "landing_page", title: "Study nursing", summary: "Care for people.", bodyHtml: "<p>Body</p>", tags: ["Health"] });
    expect(view.featuredImage).toEqual({ src: "http://content:3001/sites/default/files/a.svg", alt: "Students on the lawn", width: 1200, height: 675 });
    expect(view.components[0]).toMatchObject({ type: "accordion", id: "p1", title: "FAQ", items: [{ id: "ai", title: "Fees", html: "<p>Low</p>" }] });
    expect(view.components[1]).toMatchObject({ type: "links", id: "p2", title: "Contact us", links: [{ text: "Email us", href: "/about-yu/contact-us" }] });
    expect(pageDescription(view)).toBe("Care for people.");
  });

  it("says an event whose dates are all past has passed", () => {
    const ev = res("node--event", "e1", { title: "Open day", field_event_dates: [{ value: "2020-01-01T09:00:00+11:00", end_value: "2020-01-01T12:00:00+11:00" }] });
    const view = contentPageView(ev, relationsOf([ev]), { contentOrigin: "", now: Date.parse("2026-11-22T00:00:00Z") });
    expect(view.eventPassed).toBe(true);
    expect(view.dateLabel).toMatch(/2020/);
  });

  it("shows a webform entity as its description and its form", () => {
    const webform = res("webform--webform", "wf", { drupal_internal__id: "online_reporting", title: "Online reporting form", description: "<p>Report it.</p>",
      elements: { what: { "#type": "textarea", "#title": "What happened", "#required": true } }, settings: { confirmation_type: "inline" } });
    const view = contentPageView(webform, relationsOf([webform]), { contentOrigin: "", now: 0 });
    expect(view).toMatchObject({ contentType: "webform", title: "Online reporting form", bodyHtml: "<p>Report it.</p>" });
    expect(view.components).toEqual([expect.objectContaining({ type: "webform", id: "wf", form: expect.objectContaining({ tideId: "online_reporting" }) })]);
  });
});
