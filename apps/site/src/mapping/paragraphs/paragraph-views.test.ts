import { describe, expect, it, vi } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { paragraphViews } from "./paragraph-views";

/* A Tide-shaped landing page document: relationships by {type, id}, paragraphs and media in `included`. */
const ref = (type: string, id: string, meta?: Record<string, unknown>) => ({ type, id, ...(meta ? { meta } : {}) });
const res = (type: string, id: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}): Resource =>
  ({ type, id, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([k, data]) => [k, { data }])) }) as Resource;
const rich = (html: string) => ({ value: html, format: "rich_text", processed: html });

const included: Resource[] = [
  res("paragraph--accordion_content", "ac1", { field_paragraph_accordion_name: "Fees", field_paragraph_accordion_subtitle: "What it costs", field_paragraph_link: { uri: "internal:/study-at-yu/fees", title: "Fees and costs" }, field_paragraph_accordion_body: rich("<p>Low</p><img src=x onerror=alert(1)>") }),
  res("paragraph--accordion_content", "ac2", { field_paragraph_accordion_name: "", field_paragraph_accordion_body: rich("<p>Two</p>") }),
  res("paragraph--accordion", "p1", { field_paragraph_title: "FAQ", field_paragraph_accordion_style: "numbered", field_paragraph_accordion_mode: "single" }, { field_paragraph_accordion: [ref("paragraph--accordion_content", "ac1"), ref("paragraph--accordion_content", "ac2")] }),
  res("paragraph--related_links", "p2", { field_paragraph_related_links_style: "tools", field_paragraph_hide_title: true, field_paragraph_links: [{ uri: "internal:/a", title: "A" }, { uri: "javascript:alert(1)", title: "Bad" }, { uri: "https://x.edu.au", title: "" }] }),
  res("file--file", "thumb", { uri: { url: "/sites/default/files/t.svg" } }),
  res("media--embedded_video", "v1", { name: "Campus tour", field_media_video_embed_field: "https://www.youtube.com/watch?v=Fp3cTm7Ua0k", field_media_summary: "A walk", field_media_transcript: rich("<p>Hi<script>x</script></p>"), field_media_link: { uri: "internal:/about-yu/campuses", title: "Plan a visit" } }, { thumbnail: ref("file--file", "thumb") }),
  res("paragraph--embedded_video", "p3", { field_paragraph_title: "Take the tour", field_paragraph_video_variant: "banner", field_paragraph_aspect_ratio: "edge-to-edge", field_paragraph_theme: "dark", field_paragraph_diamond_pattern: true }, { field_paragraph_media: ref("media--embedded_video", "v1") }),
  res("paragraph--keydates", "kd1", { field_paragraph_keydate: "2026-12-22", field_paragraph_title: "Applications close", field_paragraph_summary: "Apply now." }),
  res("paragraph--keydates", "kd2", { field_paragraph_keydate: "someday", field_paragraph_title: "Bad date" }),
  res("paragraph--key_dates", "p4", { field_paragraph_title: "Key dates", field_paragraph_cta: { uri: "internal:/apply", title: "How to apply" } }, { field_paragraph_keydates: [ref("paragraph--keydates", "kd1"), ref("paragraph--keydates", "kd2")] }),
  res("paragraph--tab_item", "t1", { field_paragraph_title: "Domestic", field_paragraph_body: rich("<p>D</p>") }),
  res("paragraph--tab_item", "t2", { field_paragraph_body: rich("<p>No title</p>") }),
  res("paragraph--tabs", "p5", {}, { field_paragraph_tabs: [ref("paragraph--tab_item", "t1"), ref("paragraph--tab_item", "t2")] }),
  res("paragraph--buttons", "p6", { field_paragraph_buttons: [{ uri: "internal:/apply", title: "Apply", type: "special", size: "large", icon: "arrow-right", icon_position: "before" }, { title: "Soon", disabled: true }, { uri: "https://x" }] }),
  res("paragraph--timeline", "p7", { field_paragraph_title: "History", field_paragraph_summary: "<p>Since 1916</p>" }),
  res("paragraph--timeline", "p8", {}),
  res("file--file", "img", { uri: { url: "/sites/default/files/c.svg" } }),
  res("media--image", "m1", { name: "Campus", field_media_caption: "The lawns" }, { field_media_image: ref("file--file", "img", { alt: "Lawn", width: 1200, height: 675 }) }),
  res("block_content--media_gallery", "g1", { info: "Our campuses" }, { field_gallery_media: [ref("media--image", "m1")] }),
  res("paragraph--media_gallery", "p9", {}, { field_paragraph_media_gallery: ref("block_content--media_gallery", "g1") }),
];
const ids = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"];
const paragraphs = ids.map((id) => included.find((r) => r.id === id) as Resource);
const node = res("node--landing_page", "n1", { title: "Page" });
const doc = { data: node, included };

describe("paragraphViews", () => {
  const warn = vi.fn();
  const views = paragraphViews(paragraphs, relationsFor(doc), { contentOrigin: "http://content:3001", warn });

  it("maps an accordion with its mode, numbering, subtitles and title links", () => {
    expect(views[0]).toEqual({
      type: "accordion", id: "p1", title: "FAQ", introHtml: "", mode: "single", numbered: true,
      items: [
        { id: "ac1", title: "Fees", subtitle: "What it costs", titleLink: { text: "Fees and costs", href: "/study-at-yu/fees" }, html: '<p>Low</p><img src="x" />' },
        { id: "ac2", title: "Untitled", subtitle: null, titleLink: null, html: "<p>Two</p>" },
      ],
    });
  });

  it("gives related links the style's default title and drops unsafe or empty links", () => {
    expect(views[1]).toEqual({ type: "links", id: "p2", style: "tools", title: "Tools", hideTitle: true, links: [{ text: "A", href: "/a" }] });
  });

  it("maps an embedded video with its embed URL, transcript label and options", () => {
    expect(views[2]).toMatchObject({
      type: "video", title: "Take the tour", videoTitle: "Campus tour", caption: "A walk", transcriptLabel: "Campus tour - transcript",
      transcriptHtml: "<p>Hi</p>", link: { text: "Plan a visit", href: "/about-yu/campuses" }, variant: "banner", edgeToEdge: true,
      aspectRatio: "16 / 9", theme: "dark", diamond: true,
    });
    expect(views[2]?.type === "video" && views[2].embed?.src).toMatch(/^https:\/\/www\.youtube\.com\/embed\/Fp3cTm7Ua0k\?rel=0&enablejsapi=1/);
  });

  it("keeps key dates that parse, formatted in Melbourne time", () => {
    expect(views[3]).toEqual({
      type: "key_dates", id: "p4", title: "Key dates", cta: { text: "How to apply", href: "/apply" },
      dates: [{ id: "kd1", date: "2026-12-22", dateLabel: "22 December 2026", title: "Applications close", summary: "Apply now." }],
    });
  });

  it("maps tabs and buttons, leaving out what cannot be shown", () => {
    expect(views[4]).toEqual({ type: "tabs", id: "p5", title: null, tabs: [{ id: "t1", title: "Domestic", html: "<p>D</p>" }] });
    expect(views[5]).toMatchObject({ type: "buttons", buttons: [
      { text: "Apply", href: "/apply", type: "special", size: "large", icon: "arrow-right", iconPlacement: "before", disabled: false },
      { text: "Soon", href: null, type: "primary", size: "medium", disabled: true },
    ] });
  });

  it("renders an unknown bundle as its title and summary, and warns once per bundle", () => {
    expect(views[6]).toEqual({ type: "other", id: "p7", bundle: "timeline", title: "History", html: "<p>Since 1916</p>" });
    expect(views[7]).toEqual({ type: "other", id: "p8", bundle: "timeline", title: null, html: "" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(String), { bundle: "timeline" });
  });

  it("logs spec §8's 'Mapping failed to get result.' for a paragraph whose data cannot be mapped, and shows a fallback", () => {
    const broken = { type: "paragraph--accordion", id: "px", attributes: null as unknown as Record<string, unknown>, relationships: {} };
    const warnBroken = vi.fn();
    const [view] = paragraphViews([broken], relationsFor({ data: broken, included: [] } as never), { warn: warnBroken });
    expect(view).toMatchObject({ type: "other", id: "px" });
    expect(warnBroken).toHaveBeenCalledWith("Mapping failed to get result.", expect.objectContaining({ bundle: "accordion", id: "px" }));
  });

  it("maps a media gallery through its block to image figures", () => {
    expect(views[8]).toEqual({
      type: "media_gallery", id: "p9", title: "Our campuses",
      images: [{ id: "m1", src: "http://content:3001/sites/default/files/c.svg", alt: "Lawn", width: 1200, height: 675, caption: "The lawns", source: null, longDescription: null }],
    });
  });
});

describe("embedded web forms", () => {
  it("map an embedded web form to its definition, editor HTML sanitised; a missing form maps to none", () => {
    const webform = res("webform--webform", "wf1", {
      drupal_internal__id: "contact",
      title: "Contact us",
      elements: {
        intro: { "#type": "webform_markup", "#markup": "<p>Hi<script>alert(1)</script></p>" },
        name: { "#type": "textfield", "#title": "Your name", "#required": true },
        privacy: { "#type": "webform_privacy_statement", "#privacy_statement_content": "<p onclick=\"x()\">Ours</p>" },
      },
      settings: { confirmation_type: "inline", confirmation_message: "Thanks" },
    });
    const form = res("paragraph--embedded_webform", "w1", { field_paragraph_title: "Send us a message" }, { field_paragraph_webform: ref("webform--webform", "wf1") });
    const orphan = res("paragraph--embedded_webform", "w2", { field_paragraph_title: "Gone" }, { field_paragraph_webform: ref("webform--webform", "missing") });
    const views = paragraphViews([form, orphan], relationsFor({ data: node, included: [form, orphan, webform] }));
    expect(views[0]).toMatchObject({ type: "webform", id: "w1", title: "Send us a message", form: { tideId: "contact", settings: { hideFormAfterSuccess: true } } });
    const elements = views[0]?.type === "webform" ? views[0].form?.elements : [];
    // Drupal's own Submit button: the definition has no webform_actions element.
    expect(elements?.map((e) => e.kind)).toEqual(["markup", "text", "privacy-statement", "actions"]);
    expect(JSON.stringify(elements)).not.toMatch(/script|onclick/);
    expect(views[1]).toEqual({ type: "webform", id: "w2", title: "Gone", form: null });
  });
});
