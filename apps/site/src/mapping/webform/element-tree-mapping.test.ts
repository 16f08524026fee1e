/* The definition as Drupal builds it: containers as a tree, each with what Drupal draws around what it holds; the
 * defaults Drupal adds; elements the site cannot draw listed, never dropped in silence. */
import { describe, expect, it, vi } from "vitest";
import { evaluateForm } from "@yu/webform-rules";
import { initialModel, mapElementTree, mapWebform, statefulFields } from "./element-mapping";
import { allElements, formFields } from "./element-tree";
import type { ContainerElement, FormElement } from "./field-schema";

const checked = (name: string) => ({ [`:input[name="${name}"]`]: { checked: true } });

function webform(elements: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  const warn = vi.fn();
  const schema = mapWebform({ drupal_internal__id: "f", title: "F", elements, settings }, warn);
  if (schema === null) throw new Error("not mapped");
  return { schema, warn };
}

function container(elements: readonly FormElement[], name: string): ContainerElement {
  const found = allElements(elements).find((el) => el.name === name);
  if (found?.kind !== "container") throw new Error(`${name} is not a container`);
  return found;
}

describe("containers as a tree", () => {
  const { schema } = webform({
    trigger: { "#type": "checkbox", "#title": "Show more" },
    more: {
      "#type": "fieldset", "#title": "More about you", "#description": "Only if you like.", "#states": { visible: checked("trigger") },
      inner: {
        "#type": "details", "#title": "Your studies", "#open": true,
        study: { "#type": "textfield", "#title": "Study", "#required": true },
      },
      contact: { "#type": "webform_section", "#title": "Contact", "#title_tag": "h3", phone: { "#type": "tel", "#title": "Phone" } },
    },
    row: { "#type": "webform_flexbox", first: { "#type": "textfield", "#title": "First", "#flex": 2 }, last: { "#type": "textfield", "#title": "Last" } },
    box: { "#type": "container", note: { "#markup": "<p>Note</p>" } },
  });

  it("keeps each container with its children, in order", () => {
    expect(schema.elements.map((el) => el.name)).toEqual(["trigger", "more", "row", "box", "actions"]);
    expect(container(schema.elements, "more").children.map((el) => el.name)).toEqual(["inner", "contact"]);
    expect(formFields(schema.elements).map((el) => el.name)).toEqual(["trigger", "study", "phone", "first", "last"]);
  });
  it("maps what each container draws: a fieldset's legend and description, a details' summary and #open, a section's heading tag", () => {
    expect(container(schema.elements, "more")).toMatchObject({ type: "fieldset", title: "More about you", description: "Only if you like.", open: false, states: { visible: checked("trigger") } });
    expect(container(schema.elements, "inner")).toMatchObject({ type: "details", title: "Your studies", open: true });
    expect(container(schema.elements, "contact")).toMatchObject({ type: "section", title: "Contact", titleTag: "h3" });
    expect(container(schema.elements, "row")).toMatchObject({ type: "flexbox", title: null });
    expect(container(schema.elements, "box")).toMatchObject({ type: "container" });
    expect(container(schema.elements, "row").children[0]).toMatchObject({ name: "first", flex: 2 });
    expect(container(schema.elements, "row").children[1]).not.toHaveProperty("flex");
  });
  it("starts every field in the model, wherever it is", () => {
    expect(schema.model).toEqual({ trigger: false, study: null, phone: null, first: null, last: null });
  });
  it("gives the #states engine every container as an entry, before what it holds, with each entry's parent", () => {
    expect(statefulFields(schema.elements).map((f) => [f.name, f.parent ?? null])).toEqual([
      ["trigger", null], ["more", null], ["inner", "more"], ["study", "inner"], ["contact", "more"], ["phone", "contact"],
      ["row", null], ["first", "row"], ["last", "row"], ["box", null], ["note", "box"], ["actions", null],
    ]);
    expect(statefulFields(schema.elements).find((f) => f.name === "trigger")).toMatchObject({ checkbox: true });
  });
  it("hides a required field with its fieldset, and requires it again when the fieldset shows", () => {
    const fields = statefulFields(schema.elements);
    const off = evaluateForm(fields, { ...schema.model, trigger: false }, () => {});
    expect([off.more?.visible, off.study?.visible, off.study?.required]).toEqual([false, false, false]);
    const on = evaluateForm(fields, { ...schema.model, trigger: true }, () => {});
    expect([on.more?.visible, on.study?.visible, on.study?.required]).toEqual([true, true, true]);
  });
  it("reads an element of children and no type as a container, as Drupal draws its children", () => {
    const { elements } = mapElementTree({ table__1: { first: { "#type": "textfield", "#title": "First" } } });
    expect(elements[0]).toMatchObject({ kind: "container", type: "container", name: "table__1" });
    expect(formFields(elements).map((el) => el.name)).toEqual(["first"]);
  });
});

describe("wizard pages", () => {
  it("are containers of their own kind, with their title and buttons: the page's, else the form's, else Drupal's", () => {
    const elements = {
      one: { "#type": "webform_wizard_page", "#title": "About you", name: { "#type": "textfield" } },
      two: { "#type": "webform_wizard_page", "#title": "Your course", "#prev_button_label": "Back", "#next_button_label": "Continue", course: { "#type": "textfield" } },
    };
    const own = webform(elements).schema;
    expect(container(own.elements, "one")).toMatchObject({ type: "wizard-page", title: "About you", prevLabel: "< Previous", nextLabel: "Next >" });
    expect(container(own.elements, "two")).toMatchObject({ prevLabel: "Back", nextLabel: "Continue" });
    const set = webform(elements, { wizard_prev_button_label: "Go back", wizard_next_button_label: "" }).schema;
    expect(container(set.elements, "one")).toMatchObject({ prevLabel: "Go back", nextLabel: "Next >" });
    expect(container(set.elements, "two")).toMatchObject({ prevLabel: "Back", nextLabel: "Continue" });
  });
  it("other containers have no buttons", () => {
    expect(container(webform({ f: { "#type": "fieldset" } }).schema.elements, "f")).toMatchObject({ prevLabel: null, nextLabel: null });
  });
});

describe("Drupal's defaults", () => {
  it("adds Drupal's submit button ('Submit', no 'Clear form') to a form without a webform_actions element", () => {
    const { schema } = webform({ name: { "#type": "textfield" } });
    expect(schema.elements.at(-1)).toEqual({ name: "actions", states: null, kind: "actions", submitLabel: "Submit", clearLabel: null });
  });
  it("labels it by the form's form_submit_label, and names it apart from an element called actions", () => {
    const { schema } = webform({ actions: { "#type": "textfield" } }, { form_submit_label: "Send" });
    expect(schema.elements.at(-1)).toMatchObject({ name: "actions_2", kind: "actions", submitLabel: "Send" });
  });
  it("adds none when the form has its own, even inside a container", () => {
    const { schema } = webform({ box: { "#type": "container", go: { "#type": "webform_actions", "#submit__label": "Go" } } });
    expect(allElements(schema.elements).filter((el) => el.kind === "actions").map((el) => el.name)).toEqual(["go"]);
  });
  it("draws an element of #markup and no #type as that markup", () => {
    const { schema, warn } = webform({ intro: { "#markup": "<p>Read this first.</p>" } });
    expect(schema.elements[0]).toEqual({ name: "intro", states: null, kind: "markup", html: "<p>Read this first.</p>" });
    expect(warn).not.toHaveBeenCalled();
  });
  it("never shows an element with #access: false, nor anything inside it, nor keeps it in the model", () => {
    const { schema } = webform({
      secret: { "#type": "textfield", "#access": false, "#required": true },
      staff: { "#type": "fieldset", "#access": false, inside: { "#type": "textfield" } },
      shown: { "#type": "textfield", "#access": true },
    });
    expect(allElements(schema.elements).map((el) => el.name)).toEqual(["shown", "actions"]);
    expect(schema.model).toEqual({ shown: null });
    expect([schema.unsupported, schema.blocked]).toEqual([[], false]);
  });
  it("reads #title_display and #description_display on every field", () => {
    const { schema } = webform({
      a: { "#type": "textfield", "#title_display": "invisible", "#description_display": "tooltip" },
      b: { "#type": "radios", "#options": "yes_no", "#title_display": "inline", "#description_display": "before" },
      c: { "#type": "checkbox", "#title_display": "before", "#description_display": "invisible" },
      d: { "#type": "email", "#title_display": "none", "#description_display": "after" },
      e: { "#type": "textarea", "#title_display": "after" },
      f: { "#type": "number", "#title_display": "", "#description_display": "sideways" },
    });
    expect(formFields(schema.elements).map((el) => ["titleDisplay" in el ? el.titleDisplay : undefined, "descriptionDisplay" in el ? el.descriptionDisplay : undefined])).toEqual([
      ["invisible", "after"], ["inline", "before"], ["before", "invisible"], ["none", "after"], ["after", undefined], [undefined, undefined],
    ]);
  });
  it("reads a container's #title_display", () => {
    const { schema } = webform({ f: { "#type": "fieldset", "#title": "Hidden legend", "#title_display": "invisible" } });
    expect(container(schema.elements, "f")).toMatchObject({ title: "Hidden legend", titleDisplay: "invisible" });
  });
  it("a url is a text input of type url; #readonly is kept", () => {
    const { schema } = webform({ site: { "#type": "url", "#title": "Website", "#readonly": true } });
    expect(schema.elements[0]).toMatchObject({ kind: "text", inputType: "url", readonly: true });
  });
  it("maps both address elements and Drupal's horizontal rule", () => {
    const { schema } = webform({ a: { "#type": "address" }, b: { "#type": "webform_address" }, hr: { "#type": "webform_horizontal_rule" } });
    expect(schema.elements.map((el) => el.kind)).toEqual(["address", "address", "divider", "actions"]);
  });
});

describe("webform_name", () => {
  it("shows every part by default, with Drupal's titles, and is answered as an object", () => {
    const { schema } = webform({ who: { "#type": "webform_name", "#title": "Your name", "#default_value": { first: "Ana", nickname: "x" } } });
    const field = schema.elements[0];
    expect(field?.kind).toBe("name");
    if (field?.kind !== "name") return;
    expect(field.parts.map((p) => [p.name, p.label, p.required])).toEqual([
      ["title", "Title", false], ["first", "First", false], ["middle", "Middle", false], ["last", "Last", false], ["suffix", "Suffix", false], ["degree", "Degree", false],
    ]);
    expect(field.parts[0]?.suggestions).toEqual(["Miss", "Ms", "Mr", "Mrs", "Dr"]);
    expect(schema.model).toEqual({ who: { first: "Ana" } });
  });
  it("hides a part by #<part>__access: false, and titles and requires parts by their own properties", () => {
    const { schema } = webform({
      who: {
        "#type": "webform_name", "#title__access": false, "#middle__access": false, "#suffix__access": false, "#degree__access": false,
        "#first__title": "Given name", "#first__required": true, "#last__required": true, "#last__required_error": "Tell us your family name.",
      },
    });
    const field = schema.elements[0];
    if (field?.kind !== "name") throw new Error("not a name");
    expect(field.parts.map((p) => [p.name, p.label, p.required, p.requiredMessage])).toEqual([
      ["first", "Given name", true, "Given name field is required."],
      ["last", "Last", true, "Tell us your family name."],
    ]);
  });
});

describe("what the site cannot draw", () => {
  it("is listed on the schema and named in one warning line for the form", () => {
    const { schema, warn } = webform({
      sig: { "#type": "webform_signature", "#title": "Sign" },
      box: { "#type": "fieldset", "#title": "Box", stars: { "#type": "webform_rating" } },
      topic: { "#type": "webform_term_select" },
      name: { "#type": "textfield" },
    });
    expect(schema.unsupported).toEqual([
      { name: "sig", type: "webform_signature", required: false, reason: null },
      { name: "stars", type: "webform_rating", required: false, reason: null },
      { name: "topic", type: "webform_term_select", required: false, reason: "a term select without a vocabulary" },
    ]);
    expect(schema.blocked).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Webform "f" has 3 elements the site cannot show: sig (webform_signature), stars (webform_rating), topic (webform_term_select: a term select without a vocabulary)',
    );
  });
  it("blocks the form when one is required, by #required, by a rule, by a required part, or by a required element inside it", () => {
    const blocked = (el: Record<string, unknown>) => webform({ x: el }).schema.blocked;
    expect(blocked({ "#type": "webform_signature", "#required": true })).toBe(true);
    expect(blocked({ "#type": "webform_signature", "#states": { required: checked("a") } })).toBe(true);
    expect(blocked({ "#type": "webform_contact", "#email__required": true })).toBe(true);
    expect(blocked({ "#type": "webform_table", row: { cell: { "#type": "textfield", "#required": true } } })).toBe(true);
    expect(blocked({ "#type": "webform_table", row: { cell: { "#type": "textfield", "#required": true, "#access": false } } })).toBe(false);
    expect(blocked({ "#type": "webform_signature" })).toBe(false);
    const { warn } = webform({ x: { "#type": "webform_signature", "#required": true } });
    expect(warn).toHaveBeenCalledWith('Webform "f" has 1 element the site cannot show: x (webform_signature, required); a required one among them, so the form cannot be sent here');
  });
  it("an element of neither a type, markup nor children is nothing Drupal draws: not listed", () => {
    const { schema, warn } = webform({ empty: { "#title": "Nothing" } });
    expect([schema.unsupported, warn.mock.calls]).toEqual([[], []]);
  });
  it("initialModel leaves out what is not drawn", () => {
    const { elements } = mapElementTree({ sig: { "#type": "webform_signature" }, a: { "#type": "textfield" } });
    expect(initialModel(elements)).toEqual({ a: null });
  });
});
