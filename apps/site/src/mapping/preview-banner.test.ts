import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { previewBannerView } from "./preview-banner";

function node(type: string, attributes: Record<string, unknown>): Resource {
  return { type, id: "0f6e5a1c-3b2d-4c8e-9a7f-1234567890ab", attributes, relationships: {} } as Resource;
}

describe("previewBannerView", () => {
  it("describes a working copy: type, title, state, revision, when it changed, the public page", () => {
    const view = previewBannerView(node("node--landing_page", {
      title: "Vision and mission", drupal_internal__vid: "412", moderation_state: "draft", changed: "2026-11-20T04:30:00+00:00",
      revision_log: "Council wording",
    }), "latest", "/about-yu/vision-mission");
    expect(view).toEqual({
      heading: "Working copy", title: "Vision and mission", typeLabel: "Landing page", revisionId: 412, state: "Draft",
      changed: { text: "Friday 20 November 2026 at 3:30 pm", iso: "2026-11-20T04:30:00+00:00" }, log: "Council wording",
      publishedPath: "/about-yu/vision-mission",
    });
  });

  it("names a numbered revision and copes with what a content system may leave out", () => {
    const view = previewBannerView(node("node--some_new_type", { revision_log: { value: "<p>First <b>draft</b></p>" } }), 398, null);
    expect(view).toMatchObject({ heading: "Revision 398", title: "Untitled", typeLabel: "Some new type", revisionId: 398, state: null, changed: null,
      log: "First draft", publishedPath: null });
  });
});
