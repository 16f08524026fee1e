/* Test support (not part of the package's exports): Drupal Webform's own example and test forms
 * (fixtures/drupal-webform-corpus/, copied unchanged; its README names the source, commit and licence), read as
 * Tide's `webform--webform` attributes, and which of them use only the element types spec §5 lists. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { webformFromDrupalConfig } from "../src/drupal-config.ts";

export const CORPUS_DIR = fileURLToPath(new URL("../fixtures/drupal-webform-corpus/", import.meta.url));
export const CORPUS_FOLDERS = ["webform_examples", "webform_test"] as const;

/** The type recorded for an element with `#markup` and no `#type`: Drupal renders it as markup. */
export const MARKUP_ONLY = "#markup";
/** The type recorded for an element with neither `#type` nor `#markup` (a bare wrapper of other elements). */
export const UNTYPED = "(no #type)";

export interface CorpusForm {
  /** Path inside the corpus folder, e.g. `webform_test/webform.webform.test_states_server_containers.yml`. */
  file: string;
  id: string;
  title: string | null;
  /** The parsed render array (Drupal keeps it as YAML text inside the export). */
  elements: Record<string, unknown>;
  settings: Record<string, unknown>;
  /** Every `#type` in it, containers included; MARKUP_ONLY and UNTYPED for elements without one. */
  types: ReadonlySet<string>;
  /** Why the export could not be read as a web form (its elements are then empty), or null. */
  problem: string | null;
}

/**
 * The element types spec §5 "Web form field mapping" lists, by Drupal's `#type` names, with what issue 37 adds
 * (`webform_name`, `webform_horizontal_rule`, the containers, multi-page forms):
 * - text, email, telephone, URL, number, textarea: textfield, email, tel, url, number, textarea;
 * - radios, select, checkboxes (a select's multiple form), checkbox, term select: radios, select, checkboxes,
 *   checkbox, webform_term_select;
 * - address: both Drupal address elements, webform_address and the address module's address;
 * - privacy statement (Tide): webform_privacy_statement; actions: webform_actions; hidden: hidden;
 * - label, processed text, markup: label, processed_text, webform_markup, and an element of `#markup` only;
 * - the date picker and the date-time field's formats (date, time, datetime): date, webform_date, datetime,
 *   webform_datetime, webform_time;
 * - the slider: range;
 * - a file input: managed_file and Drupal Webform's file types (document, image, audio, video);
 * - webform_name, webform_horizontal_rule;
 * - containers: fieldset, container, details, webform_section, webform_flexbox, and webform_wizard_page.
 * Not listed, so a form using them is not a spec form: the "other" option elements (webform_select_other …),
 * datelist, Drupal Webform's composites other than the name and address, computed elements, likert, entity
 * selects, tables, signatures, ratings, CAPTCHA and the rest.
 */
export const SPEC_ELEMENT_TYPES: ReadonlySet<string> = new Set([
  "textfield", "email", "tel", "url", "number", "textarea", "hidden",
  "radios", "select", "checkboxes", "checkbox", "webform_term_select",
  "webform_address", "address",
  "webform_privacy_statement", "webform_actions",
  "label", "processed_text", "webform_markup", MARKUP_ONLY,
  "date", "webform_date", "datetime", "webform_datetime", "webform_time",
  "range",
  "managed_file", "webform_document_file", "webform_image_file", "webform_audio_file", "webform_video_file",
  "webform_name", "webform_horizontal_rule",
  "fieldset", "container", "details", "webform_section", "webform_flexbox", "webform_wizard_page",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every `#type` of a render array, children included (a composite's `#element` is the composite's own). */
function typesOf(elements: Record<string, unknown>, into: Set<string> = new Set()): Set<string> {
  for (const [key, element] of Object.entries(elements)) {
    if (key.startsWith("#") || !isRecord(element)) continue;
    const type = element["#type"];
    into.add(typeof type === "string" && type !== "" ? type : "#markup" in element ? MARKUP_ONLY : UNTYPED);
    typesOf(element, into);
  }
  return into;
}

// Drupal's YAML (Symfony's) reads `!!float 5`; the yaml package warns it cannot and keeps the text: say nothing.
const readYaml = (source: string): unknown => parse(source, { logLevel: "error" });

/** One export of the corpus, by its path inside the corpus folder. */
export function loadCorpusForm(file: string): CorpusForm {
  const config = readYaml(readFileSync(`${CORPUS_DIR}${file}`, "utf8"));
  const read = webformFromDrupalConfig(config, readYaml);
  if ("error" in read) {
    const id = isRecord(config) && typeof config.id === "string" ? config.id : file;
    const title = isRecord(config) && typeof config.title === "string" ? config.title : null;
    return { file, id, title, elements: {}, settings: {}, types: new Set(), problem: read.error };
  }
  const { title, elements, settings } = read.attributes;
  return { file, id: read.id, title: title === "" ? null : title, elements, settings, types: typesOf(elements), problem: null };
}

/** Every form of the corpus, folder by folder, in file name order. */
export function loadCorpus(): CorpusForm[] {
  return CORPUS_FOLDERS.flatMap((folder) => readdirSync(`${CORPUS_DIR}${folder}`)
    .filter((name) => /^webform\.webform\.[a-z0-9_]+\.yml$/.test(name))
    .sort()
    .map((name) => loadCorpusForm(`${folder}/${name}`)));
}

/** A form every element type of which spec §5 lists (a form that could not be read is not one). */
export function isSpecForm(form: CorpusForm): boolean {
  return form.problem === null && [...form.types].every((type) => SPEC_ELEMENT_TYPES.has(type));
}
