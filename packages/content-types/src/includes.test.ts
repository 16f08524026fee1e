import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { includesOf, pageBaseBundles } from "./includes.ts";
import { PAGE_BASE } from "./include-sets.ts";

// What the site asked for each type before the table existed (its hand-kept lists), comma-joined: a JSON:API request
// of an existing type must stay byte for byte the same.
const BEFORE = JSON.parse(readFileSync(new URL("./includes-before.json", import.meta.url), "utf8")) as Record<string, string>;
// What a type has asked for since, on purpose: a publication's page names its authors.
const ADDED: Readonly<Record<string, readonly string[]>> = { "node--publication": ["field_publication_authors"] };

describe("includesOf", () => {
  it("asks exactly what the hand-kept lists asked, for every type they knew and a few they did not, and what was added since", () => {
    for (const [type, include] of Object.entries(BEFORE)) {
      expect(includesOf(type).join(","), type).toBe([include, ...(ADDED[type] ?? [])].filter(Boolean).join(","));
    }
  });

  it("gives the Tide page types the page base, without what a type lacks", () => {
    expect(pageBaseBundles()).toEqual(["landing_page", "page", "news", "event", "profile", "publication", "grant"]);
    for (const bundle of pageBaseBundles()) {
      const include = includesOf(`node--${bundle}`);
      for (const path of PAGE_BASE.filter((p) => !(bundle === "grant" && p === "field_related_links"))) expect(include).toContain(path);
      expect(new Set(include).size).toBe(include.length);
    }
    expect(includesOf("node--grant")).not.toContain("field_related_links");
  });

  it("reads a type without a row of its own from its entity type's row", () => {
    expect(includesOf("media--embedded_video")).toEqual(["thumbnail"]);
    expect(includesOf("media--image")).toEqual([]);
    expect(includesOf("node--from_the_future")).toEqual([]);
  });
});
