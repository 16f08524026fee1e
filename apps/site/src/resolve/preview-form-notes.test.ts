import { describe, expect, it } from "vitest";
import { mapWebform } from "@/mapping/webform/element-mapping";
import { previewFormNotes } from "./preview-form-notes";

const form = (id: string, elements: Record<string, unknown>) => mapWebform({ drupal_internal__id: id, title: `Form ${id}`, elements }, () => {});

describe("the preview's notes on a page's web forms", () => {
  it("names each element the site cannot draw, once per form, and whether visitors can still send it", () => {
    const odd = form("odd", { pick: { "#type": "webform_select_other", "#title": "Pick", "#required": true }, name: { "#type": "textfield", "#title": "Name" } });
    const fine = form("fine", { name: { "#type": "textfield", "#title": "Name" } });
    const page = { kind: "content", paragraphs: [{ type: "webform", form: odd }, { type: "webform", form: fine }, { again: odd }] };
    expect(previewFormNotes(page)).toEqual([{ form: "Form odd", blocked: true, elements: [{ name: "pick", type: "webform_select_other", required: true }] }]);
    expect(previewFormNotes({ fine })).toEqual([]);
  });
});
