// Test support: a content folder holding the test fixtures and Drupal Webform corpus forms, each served as a
// `webform--webform` taken from its export unchanged (`drupal_config`, as content/site/webforms.yaml does).
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CORPUS_DIR, type CorpusForm } from "../../../../packages/webform/testing/corpus.ts";
import { FIXTURES_DIR } from "./test-app.ts";

/** A temporary copy of the fixtures with `drupal-config/` holding the forms' exports and one record per form. */
export function corpusContentDir(forms: readonly CorpusForm[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "corpus-content-"));
  cpSync(FIXTURES_DIR, dir, { recursive: true });
  mkdirSync(path.join(dir, "drupal-config"));
  const records: string[] = ["# Drupal Webform's corpus forms (packages/webform/fixtures/drupal-webform-corpus), unchanged."];
  for (const form of forms) {
    copyFileSync(path.join(CORPUS_DIR, form.file), path.join(dir, "drupal-config", path.basename(form.file)));
    records.push(`- type: webform--webform\n  key: ${form.id}\n  drupal_config: ${path.basename(form.file)}`);
  }
  writeFileSync(path.join(dir, "corpus-webforms.yaml"), `${records.join("\n")}\n`);
  return dir;
}
