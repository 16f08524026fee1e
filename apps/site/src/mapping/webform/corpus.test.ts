/* Drupal Webform's own example and test forms (packages/webform/fixtures/drupal-webform-corpus/, unchanged) through
 * the site's mapping and drawn as the server draws them, with each form's first answers and their rule states: no
 * exception, no warning an editor cannot act on, no raw Drupal token on the page, every container's title and every
 * required field's label drawn. Every form of the corpus is mapped and drawn; the checks hold for every form whose
 * element types spec §5 lists. A table says which forms the site draws fully, partly or not at all, and why. */
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { applyStateValues, evaluateForm, type FieldState } from "@yu/webform-rules";
import { isSpecForm, loadCorpus, type CorpusForm } from "../../../../../packages/webform/testing/corpus.ts";
import { FormElements } from "@/features/webform/FormElements";
import { controlId } from "@/features/webform/form-state";
import { mapWebform, statefulFields } from "./element-mapping";
import { containers, formFields } from "./element-tree";
import type { FormField, WebformSchema } from "./field-schema";

// jsdom (the site's test DOM) has no types of its own; the corpus's loader needs Node's file URLs, so no jsdom environment.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { document: Document } } };

const PREFIX = "wf";
const page = { pageUrl: "https://www.yu.edu.au/forms/test", pageTitle: "Test page", siteName: "Yarra University", siteUrl: "https://www.yu.edu.au" };

/** A raw Drupal token left in what a visitor sees. */
const RAW_TOKEN = /\[(?:webform[^\]\s]*|site:[^\]\s]*|current-page:[^\]\s]*)\]/;

/** A warning an editor can act on names the form, and what in it to change (an element, a token). */
const actionable = (form: CorpusForm, message: string) => message.startsWith(`Webform "${form.id}"`);

interface Drawn {
  schema: WebformSchema;
  states: Record<string, FieldState>;
  root: HTMLElement;
  html: string;
  warnings: string[];
}

function draw(form: CorpusForm): Drawn {
  const warnings: string[] = [];
  const warn = (message: string) => void warnings.push(message);
  const schema = mapWebform({ drupal_internal__id: form.id, title: form.title, elements: form.elements, settings: form.settings }, warn, {}, page);
  if (schema === null) throw new Error(`${form.id}: not mapped`);
  const fields = statefulFields(schema.elements);
  const answers = applyStateValues(fields, evaluateForm(fields, schema.model, warn), schema.model);
  const states = evaluateForm(fields, answers, warn);
  const html = renderToStaticMarkup(
    createElement(FormElements, {
      elements: schema.elements, prefix: PREFIX, endpoint: `/api/webform/${form.id}`, answers, states, shown: {}, sending: false,
      onChange: () => {}, onClear: () => {}, onUploading: () => {},
    }),
  );
  const root = new JSDOM(`<div id="form">${html}</div>`).window.document.getElementById("form");
  if (root === null) throw new Error("not drawn");
  return { schema, states, root, html, warnings };
}

/** The control a field's label names: its own, or its first part's (an address, a name). */
function controlOf(field: FormField): string {
  if (field.kind === "address") return controlId(PREFIX, `${field.name}.${field.parts[0]?.name ?? ""}`);
  if (field.kind === "name") return controlId(PREFIX, `${field.name}.${field.parts[0]?.name ?? ""}`);
  return controlId(PREFIX, field.name);
}

/** The text naming a control: its label, or the legend of the group it is in (radios, checkboxes, composites). */
function labelsOf(root: HTMLElement, id: string): string[] {
  const control = root.querySelector(`[id="${id}"]`);
  if (control === null) return [];
  const labels = [...root.querySelectorAll(`label[for="${id}"]`)].map((label) => label.textContent ?? "");
  for (let fieldset = control.closest("fieldset"); fieldset !== null; fieldset = fieldset.parentElement?.closest("fieldset") ?? null) {
    labels.push(fieldset.querySelector(":scope > legend")?.textContent ?? "");
  }
  return labels;
}

/** Fields a visitor sees that are required at first, and whether each is drawn with its label. */
function requiredWithoutLabel({ schema, states, root }: Drawn): string[] {
  return formFields(schema.elements)
    .filter((field) => field.kind !== "hidden" && field.kind !== "term-select" && states[field.name]?.visible !== false && states[field.name]?.required === true)
    .filter((field) => "label" in field && !labelsOf(root, controlOf(field)).some((text) => text.includes(field.label)))
    .map((field) => field.name);
}

/** Containers a visitor sees whose title should be drawn and is not. */
function containersWithoutTitle({ schema, states, html }: Drawn): string[] {
  return containers(schema.elements)
    .filter((c) => c.title !== null && c.titleDisplay !== "none" && states[c.name]?.visible !== false)
    .filter((c) => !html.includes(escape(c.title ?? "")))
    .map((c) => c.name);
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Verdict = "full" | "partly" | "not";

interface Row {
  form: string;
  spec: boolean;
  verdict: Verdict;
  why: string;
}

function verdictOf(form: CorpusForm, drawn: Drawn | null, error: unknown): Row {
  const spec = isSpecForm(form);
  if (drawn === null) return { form: form.id, spec, verdict: "not", why: form.problem ?? `error: ${String(error)}` };
  const unsupported = drawn.schema.unsupported ?? [];
  const types = [...new Set(unsupported.map((u) => (u.reason ? `${u.type} (${u.reason})` : u.type)))].join(", ");
  if (drawn.schema.blocked === true) return { form: form.id, spec, verdict: "not", why: `a required element the site cannot draw: ${types}` };
  if (unsupported.length > 0) return { form: form.id, spec, verdict: "partly", why: `not drawn: ${types}` };
  return { form: form.id, spec, verdict: "full", why: "" };
}

const corpus = loadCorpus();
const rows: Row[] = [];
const checked = { required: 0, containers: 0, warnings: 0 };

describe("Drupal Webform's corpus through the site's mapping and drawing", () => {
  it.each(corpus.map((form) => [form.id, form] as const))("%s", (_id, form) => {
    let drawn: Drawn | null = null;
    let error: unknown = null;
    if (form.problem === null) {
      try {
        drawn = draw(form);
      } catch (caught) {
        error = caught;
      }
    }
    rows.push(verdictOf(form, drawn, error));
    // Every readable form maps and draws without an exception, spec form or not.
    if (form.problem === null) expect(error).toBeNull();
    if (!isSpecForm(form) || drawn === null) return;
    expect(drawn.warnings.filter((message) => !actionable(form, message))).toEqual([]);
    expect(drawn.html).not.toMatch(RAW_TOKEN);
    expect(containersWithoutTitle(drawn)).toEqual([]);
    expect(requiredWithoutLabel(drawn)).toEqual([]);
    expect(drawn.schema.unsupported).toEqual([]);
    checked.required += formFields(drawn.schema.elements).filter((f) => f.kind !== "hidden" && drawn?.states[f.name]?.visible !== false && drawn?.states[f.name]?.required === true).length;
    checked.containers += containers(drawn.schema.elements).filter((c) => c.title !== null && drawn?.states[c.name]?.visible !== false).length;
    checked.warnings += drawn.warnings.length;
  });

  afterAll(() => {
    const count = (spec: boolean | null, verdict: Verdict) => rows.filter((r) => (spec === null || r.spec === spec) && r.verdict === verdict).length;
    const lines = [
      "form | spec §5 types only | drawn | why",
      "--- | --- | --- | ---",
      ...rows.map((r) => `${r.form} | ${r.spec ? "yes" : "no"} | ${r.verdict} | ${r.why}`),
      "",
      `spec forms (${rows.filter((r) => r.spec).length}): full ${count(true, "full")}, partly ${count(true, "partly")}, not ${count(true, "not")}`,
      `whole corpus (${rows.length}): full ${count(null, "full")}, partly ${count(null, "partly")}, not ${count(null, "not")}`,
      `spec forms checked: ${checked.required} required fields drawn with their labels, ${checked.containers} container titles drawn, ${checked.warnings} actionable warnings`,
    ];
    console.log(lines.join("\n"));
  });
});
