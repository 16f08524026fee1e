import { describe, expect, it, vi } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { paragraphViews } from "./paragraph-views";

const ref = (type: string, id: string, meta?: Record<string, unknown>) => ({ type, id, ...(meta ? { meta } : {}) });
const res = (type: string, id: string, attributes: Record<string, unknown> | undefined, relationships: Record<string, unknown> = {}): Resource =>
  ({ type, id, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([k, data]) => [k, { data }])) }) as Resource;
const rich = (html: string) => ({ value: html, format: "rich_text", processed: html });

function views(paragraphs: Resource[], included: Resource[] = []) {
  const warn = vi.fn();
  const doc = { data: res("node--landing_page", "home", { title: "Home" }), included: [...included, ...paragraphs] };
  return { views: paragraphViews(paragraphs, relationsFor(doc), { contentOrigin: "http://content:3001", warn }), warn };
}

describe("course search paragraph", () => {
  it("maps its words, popular searches and image; the form goes to the course finder's query", () => {
    const included = [
      res("file--file", "f1", { uri: { url: "/sites/default/files/site/hero.svg" } }),
      res("media--image", "m1", { name: "Hero" }, { field_media_image: ref("file--file", "f1", { alt: "Students", width: 1200, height: 675 }) }),
    ];
    const search = res("paragraph--course_search", "cs", {
      field_paragraph_title: " What do you want to study? ",
      field_paragraph_body: rich("<p>Search 600 courses.</p><script>x</script>"),
      field_paragraph_search_label: "Course, subject or career",
      field_paragraph_placeholder: "For example: nursing",
      field_paragraph_links: [{ uri: "internal:/course-discovery?query=nursing", title: "Nursing" }, { uri: "javascript:alert(1)", title: "Bad" }],
    }, { field_paragraph_media: ref("media--image", "m1") });
    const { views: [view], warn } = views([search], included);
    expect(view).toMatchObject({
      type: "course_search", id: "cs", title: "What do you want to study?", html: "<p>Search 600 courses.</p>",
      action: "/course-discovery", param: "query", label: "Course, subject or career", placeholder: "For example: nursing",
      links: [{ text: "Nursing", href: "/course-discovery?query=nursing" }],
      image: { src: "http://content:3001/sites/default/files/site/hero.svg", width: 1200, height: 675 },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("still offers a labelled search when every optional field is missing", () => {
    const { views: [view] } = views([res("paragraph--course_search", "cs", undefined)]);
    expect(view).toEqual({
      type: "course_search", id: "cs", title: "Find a course", html: "", action: "/course-discovery", param: "query",
      label: "Search courses", placeholder: null, links: [], image: null,
    });
  });
});
