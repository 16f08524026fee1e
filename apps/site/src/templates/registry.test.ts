import { describe, expect, it, vi } from "vitest";
import { knownCombinations, resolveTemplate } from "./registry";

describe("resolveTemplate", () => {
  it("picks each type's own page template for the default view", () => {
    const warn = vi.fn();
    expect(resolveTemplate("course", "default", warn)).toEqual({ name: "course", fallback: false });
    expect(resolveTemplate("event", "default", warn)).toEqual({ name: "event", fallback: false });
    expect(resolveTemplate("news", "default", warn)).toEqual({ name: "news", fallback: false });
    expect(resolveTemplate("profile", "default", warn)).toEqual({ name: "profile", fallback: false });
    expect(resolveTemplate("landing_page", "default", warn)).toEqual({ name: "page", fallback: false });
    expect(resolveTemplate("microsite_page", "default", warn)).toEqual({ name: "page", fallback: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows listed types as cards in teaser and card modes and as results in the search index", () => {
    expect(resolveTemplate("news", "teaser").name).toBe("card");
    expect(resolveTemplate("course", "card").name).toBe("card");
    expect(resolveTemplate("course", "search_index").name).toBe("search-result");
    expect(resolveTemplate("media", "media_library").name).toBe("media");
    expect(resolveTemplate("block_content", "embedded").name).toBe("embedded");
  });

  it("falls back safely for an unknown type and logs it once", () => {
    const warn = vi.fn();
    expect(resolveTemplate("node_from_the_future", "default", warn)).toEqual({ name: "page", fallback: true });
    expect(resolveTemplate("node_from_the_future", "default", warn)).toEqual({ name: "page", fallback: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("node_from_the_future/default");
  });

  it("falls back for a known type in a mode it lacks, and for an unknown mode", () => {
    const warn = vi.fn();
    expect(resolveTemplate("contact", "default", warn)).toEqual({ name: "page", fallback: true });
    expect(resolveTemplate("course", "full_bleed", warn)).toEqual({ name: "page", fallback: true });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("shows a user as a card or embedded, never as a page of its own", () => {
    expect(resolveTemplate("user", "card", vi.fn())).toEqual({ name: "card", fallback: false });
    expect(resolveTemplate("user", "embedded", vi.fn())).toEqual({ name: "embedded", fallback: false });
    expect(resolveTemplate("user", "default", vi.fn())).toEqual({ name: "page", fallback: true });
  });

  it("covers every content type of the spec", () => {
    const types = new Set(knownCombinations().map(([t]) => t));
    for (const t of ["course", "event", "interest_area", "microsite_page", "news", "landing_page", "page", "profile", "study_area", "success_story", "webform", "contact", "student_profile", "key_selling_point", "media", "block_content", "taxonomy_term", "user"]) {
      expect(types.has(t), t).toBe(true);
    }
  });
});
