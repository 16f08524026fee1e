/* Test helper: the genuine Drupal exports in fixtures/genuine/ (see its README), read as Tide attributes. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { webformFromDrupalConfig, type DrupalWebformConfig } from "./drupal-config.ts";

export const GENUINE_FIXTURES = {
  contact: "drupal-webform/webform.webform.contact.yml",
  elementStates: "drupal-webform/webform.webform.example_element_states.yml",
  contentRating: "tide-webform/webform.webform.tide_webform_content_rating.yml",
} as const;

export function genuineFixturePath(file: string): string {
  return fileURLToPath(new URL(`../fixtures/genuine/${file}`, import.meta.url));
}

export function genuineWebform(file: string): DrupalWebformConfig {
  const read = webformFromDrupalConfig(parse(readFileSync(genuineFixturePath(file), "utf8")), (source) => parse(source));
  if ("error" in read) throw new Error(`${file}: ${read.error}`);
  return read;
}
