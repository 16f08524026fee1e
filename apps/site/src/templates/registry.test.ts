import { describe, expect, it, vi } from "vitest";
import { CONTENT_TYPES } from "@yu/content-types";
import { PAGE_TEMPLATE_NAMES } from "./load-template";
import { resolveTemplate } from "./registry";

describe("resolveTemplate", () => {
  it("picks each type's own page template", () => {
    const warn = vi.fn();
    expect(resolveTemplate("course", warn)).toEqual({ name: "course", fallback: false });
    expect(resolveTemplate("event", warn)).toEqual({ name: "event", fallback: false });
    expect(resolveTemplate("news", warn)).toEqual({ name: "news", fallback: false });
    expect(resolveTemplate("profile", warn)).toEqual({ name: "profile", fallback: false });
    expect(resolveTemplate("publication", warn)).toEqual({ name: "publication", fallback: false });
    expect(resolveTemplate("landing_page", warn)).toEqual({ name: "page", fallback: false });
    expect(resolveTemplate("microsite_page", warn)).toEqual({ name: "page", fallback: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows every other content type of the spec with a page on the generic page", () => {
    const warn = vi.fn();
    for (const t of ["interest_area", "page", "study_area", "success_story", "webform", "student_profile", "media", "block_content", "taxonomy_term"]) {
      expect(resolveTemplate(t, warn), t).toEqual({ name: "page", fallback: false });
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back safely for an unknown type and logs it once", () => {
    const warn = vi.fn();
    expect(resolveTemplate("node_from_the_future", warn)).toEqual({ name: "page", fallback: true });
    expect(resolveTemplate("node_from_the_future", warn)).toEqual({ name: "page", fallback: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("node_from_the_future");
  });

  it("falls back for a contact, a key selling point and a user: they have no page of their own", () => {
    const warn = vi.fn();
    for (const t of ["contact", "key_selling_point", "user"]) expect(resolveTemplate(t, warn)).toEqual({ name: "page", fallback: true });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("has a template for every template a content type's row names", () => {
    for (const row of CONTENT_TYPES) {
      if (row.template !== null) expect(PAGE_TEMPLATE_NAMES, `${row.type} names template "${row.template}"`).toContain(row.template);
    }
  });
});
