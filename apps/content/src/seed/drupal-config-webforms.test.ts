import { mkdtemp, readFile, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { EXPORTED_ATTRIBUTES, withDrupalConfigWebforms } from "./drupal-config-webforms.ts";
import { readRecords } from "./records.ts";

const EXPORT = `id: feedback
title: Feedback
status: true
elements: |
  name:
    '#type': textfield
    '#default_value': '[current-user:display-name]'
settings:
  confirmation_message: Thanks
`;

const placeholders = { productName: "Yarra University", shortName: "YU", slug: "yu", now: new Date("2026-06-15T00:00:00Z") };

async function contentDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "drupal-config-"));
  await mkdir(path.join(dir, "drupal-config"));
  await writeFile(path.join(dir, "drupal-config", "webform.webform.feedback.yml"), EXPORT);
  return dir;
}

describe("webforms from Drupal configuration exports", () => {
  it("fills a record from its export; the record's own attributes win", async () => {
    const problems: string[] = [];
    const files = await withDrupalConfigWebforms([{ file: "site/webforms.yaml", records: [
      { type: "webform--webform", key: "feedback", drupal_config: "webform.webform.feedback.yml", attributes: { title: "Tell us" } },
      { type: "node--page", key: "x", drupal_config: "left alone" },
    ] }], await contentDir(), problems);
    expect(problems).toEqual([]);
    expect(files[0]?.records).toEqual([
      { type: "webform--webform", key: "feedback", attributes: { title: "Tell us" }, [EXPORTED_ATTRIBUTES]: { title: "Feedback", description: "", status: "open", categories: [],
        elements: { name: { "#type": "textfield", "#default_value": "[current-user:display-name]" } }, settings: { confirmation_message: "Thanks" } } },
      { type: "node--page", key: "x", drupal_config: "left alone" },
    ]);
    expect(readRecords(files, placeholders, problems)[0]?.body).toEqual(
      { type: "webform--webform", key: "feedback", attributes: { title: "Tell us", description: "", status: "open", categories: [],
        elements: { name: { "#type": "textfield", "#default_value": "[current-user:display-name]" } }, settings: { confirmation_message: "Thanks" } } });
  });
  it("serves an export's Twig unchanged, and still fills the record's own placeholders", async () => {
    const dir = await contentDir();
    await writeFile(path.join(dir, "drupal-config", "webform.webform.twig.yml"),
      "id: twig\ntitle: Twig\nelements: |\n  shown:\n    '#type': textfield\n    '#format_html': '<em>{{ value }}</em>'\nsettings:\n  confirmation_message: 'Thanks {{ data.name }}'\n");
    const problems: string[] = [];
    const files = await withDrupalConfigWebforms([{ file: "w.yaml", records: [
      { type: "webform--webform", key: "twig", drupal_config: "webform.webform.twig.yml", attributes: { description: "On {{slug}}" } },
    ] }], dir, problems);
    const body = readRecords(files, placeholders, problems)[0]?.body as { attributes: Record<string, unknown> };
    expect(problems).toEqual([]);
    expect(body.attributes.description).toBe("On yu");
    expect(body.attributes.elements).toEqual({ shown: { "#type": "textfield", "#format_html": "<em>{{ value }}</em>" } });
    expect(body.attributes.settings).toEqual({ confirmation_message: "Thanks {{ data.name }}" });
  });
  it("reports a missing or misnamed export", async () => {
    const problems: string[] = [];
    await withDrupalConfigWebforms([{ file: "w.yaml", records: [
      { type: "webform--webform", key: "a", drupal_config: "webform.webform.gone.yml" },
      { type: "webform--webform", key: "b", drupal_config: "../secrets.yml" },
    ] }], await contentDir(), problems);
    expect(problems).toEqual([
      "w.yaml record #1 (webform--webform:a): drupal_config: drupal-config/webform.webform.gone.yml not found",
      'w.yaml record #2 (webform--webform:b): drupal_config must name a webform.webform.<id>.yml file in drupal-config/ (got "../secrets.yml")',
    ]);
  });
  it("serves the genuine fixtures unchanged: content/drupal-config/ holds the same bytes", async () => {
    for (const [copy, fixture] of [
      ["webform.webform.contact.yml", "drupal-webform/webform.webform.contact.yml"],
      ["webform.webform.tide_webform_content_rating.yml", "tide-webform/webform.webform.tide_webform_content_rating.yml"],
    ] as const) {
      expect(await readFile(path.join(REPO_ROOT, "content/drupal-config", copy), "utf8")).toBe(
        await readFile(path.join(REPO_ROOT, "packages/webform/fixtures/genuine", fixture), "utf8"));
    }
  });
});
