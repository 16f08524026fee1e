import { describe, expect, it } from "vitest";
import { compileSeed, type CompileOptions } from "./compile.ts";
import { seedUuid } from "./ids.ts";
import type { SeedFile } from "./load-files.ts";
import { SeedValidationError, type CompiledSeed } from "./types.ts";

const options: CompileOptions = {
  placeholders: { productName: "Yarra University", shortName: "YU", slug: "yu", now: new Date("2026-03-02T00:00:00Z") },
  fileSize: (relative) => (relative === "a/logo.svg" ? 120 : null),
};

const site = { type: "taxonomy_term--sites", key: "main", tid: 7, attributes: { name: "{{product_name}}" },
  relationships: { field_site_homepage: "node--page:home" } };
const home = { type: "node--page", key: "home", path: "/home", attributes: { title: "Home" } };

function compile(...files: [string, unknown[]][]): CompiledSeed {
  return compileSeed(files.map(([file, records]): SeedFile => ({ file, records })), options);
}

function problemsOf(...files: [string, unknown[]][]): string[] {
  try {
    compile(...files);
  } catch (error) {
    if (error instanceof SeedValidationError) return error.problems;
    throw error;
  }
  throw new Error("expected a SeedValidationError");
}

describe("compileSeed", () => {
  it("fills ids, uuids, Drupal attributes and node site relationships", () => {
    const seed = compile(["sites.yaml", [site, { type: "taxonomy_term--tags", key: "health", attributes: { name: "Health" } }]],
      ["pages.yaml", [home]]);
    const term = seed.resources.find((row) => row.type === "taxonomy_term--tags");
    expect(term?.internalId).toBe(1);
    const page = seed.resources.find((row) => row.type === "node--page");
    expect(page).toMatchObject({
      uuid: seedUuid("node--page", "home"), internalId: 1, revisionId: 1, published: true, pathAlias: "/home",
      siteTids: [7], primarySite: 7,
      attributes: { drupal_internal__nid: 1, drupal_internal__vid: 1, title: "Home", status: true, langcode: "en",
        created: "2026-03-02T00:00:00+00:00", path: { alias: "/home", pid: 1, langcode: "en" } },
    });
    const siteIdentifier = { type: "taxonomy_term--sites", id: seedUuid("taxonomy_term--sites", "main"), meta: { drupal_internal__target_id: 7 } };
    expect(page?.relationships.field_node_site).toEqual({ data: [siteIdentifier] });
    expect(page?.relationships.field_node_primary_site).toEqual({ data: siteIdentifier });
    expect(seed.resources.find((row) => row.type === "taxonomy_term--sites")?.attributes.name).toBe("Yarra University");
    expect(seed.revisions).toEqual([expect.objectContaining({ id: 1, isDefault: true, published: true })]);
  });

  it("turns inline paragraphs into their own resources, nested ones too", () => {
    const seed = compile(["a.yaml", [site, { ...home, relationships: { field_landing_page_component: [
      { paragraph: "accordion", attributes: { field_paragraph_title: "FAQ" }, relationships: {
        field_paragraph_accordion: [{ paragraph: "accordion_content", attributes: { field_paragraph_accordion_name: "Q1" } }] } },
    ] } }]]);
    const accordion = seed.resources.find((row) => row.type === "paragraph--accordion");
    const item = seed.resources.find((row) => row.type === "paragraph--accordion_content");
    expect(accordion?.attributes).toMatchObject({ field_paragraph_title: "FAQ", parent_type: "node", parent_id: "1",
      parent_field_name: "field_landing_page_component", drupal_internal__id: 1 });
    expect(item?.attributes).toMatchObject({ parent_type: "paragraph", parent_id: "1", parent_field_name: "field_paragraph_accordion" });
    expect(accordion?.relationships.field_paragraph_accordion?.data).toEqual([
      { type: "paragraph--accordion_content", id: item?.uuid, meta: { target_revision_id: 2, drupal_internal__target_id: 2 } }]);
  });

  it("keeps a working copy as a newer unpublished revision with draft-only paragraphs", () => {
    const seed = compile(["a.yaml", [site, { ...home, working_copy: { attributes: { title: "Home (draft)" },
      relationships: { field_landing_page_component: [{ paragraph: "basic_text" }] } } }]]);
    const node = seed.resources.find((row) => row.type === "node--page");
    expect(node?.attributes.title).toBe("Home");
    expect(node?.relationships.field_landing_page_component).toBeUndefined();
    expect(seed.revisions.map((revision) => [revision.id, revision.isDefault, revision.published, revision.attributes.title]))
      .toEqual([[1, true, true, "Home"], [2, false, false, "Home (draft)"]]);
    expect(seed.revisions[1]?.attributes).toMatchObject({ drupal_internal__vid: 2, status: false, moderation_state: "draft",
      changed: "2026-03-02T00:01:00+00:00", revision_log: null });
    expect(seed.resources.find((row) => row.type === "paragraph--basic_text")?.published).toBe(false);
  });

  it("numbers a node's revisions consecutively: older ones (oldest first), the published one, the working copy", () => {
    const seed = compile(["a.yaml", [site, { type: "node--page", key: "first", attributes: { title: "First" } }, { ...home,
      attributes: { title: "Home", field_page_intro_text: "Now" },
      revisions: [
        { attributes: { title: "Home v1", field_page_intro_text: "First published version" }, changed: "2026-01-01T09:00:00+11:00",
          log: "First published version", relationships: { field_landing_page_component: [{ paragraph: "basic_text" }] } },
        { attributes: { title: "Home v2" }, changed: "2026-02-01T00:00:00Z", log: "Second version" },
      ],
      working_copy: { attributes: { title: "Home (Draft)" } } }, { type: "node--page", key: "last", attributes: { title: "Last" } }]]);
    const node = seed.resources.find((row) => row.uuid === seedUuid("node--page", "home"));
    expect(node?.revisionId).toBe(4);
    expect(seed.revisions.filter((revision) => revision.resourceUuid === node?.uuid).map((revision) => [revision.id, revision.isDefault,
      revision.published, revision.attributes.title, revision.attributes.drupal_internal__vid, revision.attributes.moderation_state,
      revision.attributes.status, revision.attributes.changed, revision.attributes.revision_timestamp, revision.attributes.revision_log,
      revision.createdAt])).toEqual([
      [2, false, true, "Home v1", 2, "published", true, "2025-12-31T22:00:00+00:00", "2025-12-31T22:00:00+00:00", "First published version", "2025-12-31T22:00:00+00:00"],
      [3, false, true, "Home v2", 3, "published", true, "2026-02-01T00:00:00+00:00", "2026-02-01T00:00:00+00:00", "Second version", "2026-02-01T00:00:00+00:00"],
      [4, true, true, "Home", 4, "published", true, "2026-03-02T00:00:00+00:00", "2026-03-02T00:00:00+00:00", null, "2026-03-02T00:00:00+00:00"],
      [5, false, false, "Home (Draft)", 5, "draft", false, "2026-03-02T00:01:00+00:00", "2026-03-02T00:01:00+00:00", null, "2026-03-02T00:01:00+00:00"],
    ]);
    expect(seed.revisions.map((revision) => revision.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // Merged over the record: an attribute the older revision does not name is the record's.
    expect(seed.revisions[1]?.attributes.field_page_intro_text).toBe("First published version");
    expect(seed.revisions[2]?.attributes.field_page_intro_text).toBe("Now");
    // The node was created with its oldest revision; the attribute order is Drupal's.
    expect(node?.attributes.created).toBe("2025-12-31T22:00:00+00:00");
    expect(Object.keys(node?.attributes ?? {}).slice(0, 7)).toEqual(["drupal_internal__nid", "drupal_internal__vid", "langcode",
      "revision_timestamp", "revision_log", "status", "title"]);
    const paragraph = seed.resources.find((row) => row.type === "paragraph--basic_text");
    expect(paragraph).toMatchObject({ uuid: seedUuid("paragraph--basic_text", "node--page:home/revisions/0/field_landing_page_component/0"),
      published: false });
    expect(seed.revisions[1]?.relationships.field_landing_page_component?.data).toEqual([expect.objectContaining({ id: paragraph?.uuid })]);
    expect(seed.revisions[1]?.relationships.field_node_site).toEqual(node?.relationships.field_node_site);
  });

  it("checks revisions: nodes only, changed in order, with a log", () => {
    const problems = problemsOf(["a.yaml", [site, { ...home,
      revisions: [{ attributes: { title: "Later" }, changed: "2027-01-01T00:00:00Z", log: "From the future" }, { attributes: {} }],
      working_copy: { attributes: { title: "Draft" }, changed: "2020-01-01T00:00:00Z", when: "now" } },
    { type: "taxonomy_term--tags", key: "t", attributes: { name: "T" }, revisions: [], working_copy: {} }]]);
    expect(problems).toEqual([
      "a.yaml record #2 (node--page:home): revisions[1]: changed must be an ISO date and time",
      "a.yaml record #2 (node--page:home): revisions[1]: log must be the revision log message",
      'a.yaml record #2 (node--page:home): working_copy: unknown field "when"',
      "a.yaml record #2 (node--page:home): revisions[0] must be changed before revisions[1]",
      "a.yaml record #2 (node--page:home): revisions[1] must be changed before the published revision",
      "a.yaml record #2 (node--page:home): working_copy must be changed after the published revision",
      "a.yaml record #3 (taxonomy_term--tags:t): only nodes have older revisions",
      "a.yaml record #3 (taxonomy_term--tags:t): only nodes have working copies",
    ]);
  });

  it("flattens menus into menu_link_content items with parents", () => {
    const seed = compile(["a.yaml", [site, home, { type: "menu", key: "main", items: [
      { title: "Study", uri: "/home", children: [{ title: "Courses", uri: "https://x.edu" }] }] }]]);
    const items = seed.resources.filter((row) => row.type === "menu_link_content--menu_link_content");
    expect(items.map((row) => row.attributes)).toEqual([
      expect.objectContaining({ title: "Study", menu_name: "main", parent: null, weight: 0, enabled: true,
        link: { uri: "internal:/home", url: "/home", title: null, options: [] } }),
      expect.objectContaining({ title: "Courses", parent: `menu_link_content:${items[0]?.uuid}`, external: true }),
    ]);
    expect(seed.resources.some((row) => row.type === "menu--menu" && row.attributes.drupal_internal__id === "main")).toBe(true);
  });

  it("resolves references inside site configuration and redirects", () => {
    const seed = compile(["a.yaml", [site, home,
      { type: "file--file", key: "logo", attributes: { uri: { url: "/sites/default/files/a/logo.svg" } } },
      { type: "media--image", key: "logo", relationships: { field_media_image: { ref: "file--file:logo", meta: { alt: "Logo" } } } },
      { type: "site_config", key: "main", attributes: { logos: { primary_light: "media--image:logo" }, quick_exit_url: "https://www.google.com/" } },
      { type: "redirect", key: "r", attributes: { source: "/old/", target: "/home" } },
    ]]);
    expect(seed.siteConfigs).toEqual([{ siteTid: 7, key: "main", data: {
      logos: { primary_light: { type: "media--image", id: seedUuid("media--image", "logo") } }, quick_exit_url: "https://www.google.com/" } }]);
    expect(seed.redirects).toEqual([expect.objectContaining({ source: "/old", target: "/home", statusCode: 301, siteTid: 7 })]);
    const file = seed.resources.find((row) => row.type === "file--file");
    expect(file?.attributes).toMatchObject({ filename: "logo.svg", filemime: "image/svg+xml", filesize: 120,
      uri: { value: "public://a/logo.svg", url: "/sites/default/files/a/logo.svg" } });
    const media = seed.resources.find((row) => row.type === "media--image");
    expect(media?.relationships.field_media_image?.data).toEqual({ type: "file--file", id: file?.uuid,
      meta: { drupal_internal__target_id: 1, alt: "Logo" } });
  });

  it("names the file and record of every problem", () => {
    const problems = problemsOf(
      ["one.yaml", [site, home, { type: "node--page", key: "x", attributes: { title: "{{oops}}" } }]],
      ["two.yaml", [
        { ...home, path: "/other" },
        { type: "node--news", key: "n", path: "/home", attributes: { title: "N" }, relationships: { field_tags: ["taxonomy_term--tags:nope"] } },
        { type: "node--news", key: "m", sites: ["mars"], attributes: { title: "M" } },
        { type: "file--file", key: "f", attributes: { uri: { url: "/sites/default/files/missing.pdf" } } },
        { type: "redirect", key: "r", attributes: { source: "old", target: "/x" } },
        { type: "taxonomy_term--sites", key: "sub", attributes: { name: "Sub" } },
        { type: "node--page", key: "y", attributes: { title: "Y" }, relationhips: {} },
      ]],
    );
    expect(problems).toEqual(expect.arrayContaining([
      "one.yaml record #3 (node--page:x): unknown placeholder {{oops}}",
      "two.yaml record #1 (node--page:home): duplicate key, already defined in one.yaml record #2",
      "two.yaml record #2 (node--news:n): field_tags: unresolved reference taxonomy_term--tags:nope",
      'two.yaml record #3 (node--news:m): sites: unknown site "mars"',
      "two.yaml record #4 (file--file:f): file /sites/default/files/missing.pdf not found (expected it at files/missing.pdf in the content folder)",
      'two.yaml record #5 (redirect:r): source must be a path starting with "/"',
      "two.yaml record #6 (taxonomy_term--sites:sub): a site needs a fixed numeric tid",
      expect.stringMatching(/^two\.yaml record #7 \(node--page:y\): unknown field "relationhips"/),
      expect.stringMatching(/^path \/home is used by both node--page .* and node--news /),
    ]));
  });

  it("rejects records without a type or key and files that are not lists", () => {
    const problems = problemsOf(["a.yaml", [{ key: "x" }, { type: "node--page" }, "text"]]);
    expect(problems).toEqual([
      'a.yaml record #1: type must be "{entity_type}--{bundle}", menu, site_config or redirect (got undefined)',
      "a.yaml record #2 (node--page): key must be a non-empty word without spaces (got undefined)",
      "a.yaml record #3: a record must be a mapping with type and key",
    ]);
  });

  it("warns about menu links to paths nothing serves", () => {
    const seed = compile(["a.yaml", [site, home, { type: "menu", key: "main", items: [{ title: "Gone", uri: "/gone" }, { title: "Home", uri: "/home/" }] }]]);
    expect(seed.warnings).toEqual(['menu main: "Gone" links to /gone, which no resource or redirect has']);
  });
});
