// @vitest-environment jsdom
/* The elements drawn as Drupal draws them, from the server's HTML (as a visitor without scripts sees the form). */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { applyStateValues, evaluateForm } from "@yu/webform-rules";
import { mapWebform, statefulFields } from "@/mapping/webform/element-mapping";
import { FormElements } from "./FormElements";

const noop = () => {};
const checked = (name: string) => ({ [`:input[name="${name}"]`]: { checked: true } });

interface Options {
  answers?: Record<string, unknown>;
  shown?: Record<string, string>;
  settings?: Record<string, unknown>;
  page?: string | null;
}

/** The form's HTML as the server draws it, parsed, with its answers' rule states applied. */
function draw(elements: Record<string, unknown>, { answers = {}, shown = {}, settings = {}, page }: Options = {}): HTMLElement {
  const schema = mapWebform({ drupal_internal__id: "f", elements, settings }, noop);
  if (schema === null) throw new Error("not mapped");
  const fields = statefulFields(schema.elements);
  const given = { ...schema.model, ...answers };
  const model = applyStateValues(fields, evaluateForm(fields, given, noop), given);
  const states = evaluateForm(fields, model, noop);
  const html = renderToStaticMarkup(
    <FormElements elements={schema.elements} prefix="wf" endpoint="/api/webform/f" answers={model} states={states} shown={shown} sending={false}
      onChange={noop} onClear={noop} onUploading={noop} {...(page === undefined ? {} : { page })} />,
  );
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

describe("containers", () => {
  const form = {
    trigger: { "#type": "checkbox", "#title": "I have more to say" },
    more: {
      "#type": "fieldset", "#title": "More", "#description": "Tell us more.", "#states": { visible: checked("trigger") },
      detail: { "#type": "textfield", "#title": "Detail", "#required": true },
    },
    extra: { "#type": "details", "#title": "Extra questions", why: { "#type": "textarea", "#title": "Why" } },
    part: { "#type": "webform_section", "#title": "Your contact", "#title_tag": "h3", phone: { "#type": "tel", "#title": "Phone" } },
    row: { "#type": "webform_flexbox", first: { "#type": "textfield", "#title": "First", "#flex": 2 }, last: { "#type": "textfield", "#title": "Last" } },
  };

  it("draws a fieldset's legend and description, hidden (for the <noscript> style to show) while a rule hides it", () => {
    const hiddenFieldset = draw(form).querySelector("fieldset.webform-fieldset");
    expect(hiddenFieldset?.closest("[hidden]")?.hasAttribute("data-rules-hidden")).toBe(true);
    expect(draw(form).querySelector("#wf-detail")?.closest("[hidden]")).not.toBeNull();
    expect(draw(form, { answers: { trigger: true } }).querySelector("fieldset.webform-fieldset")?.closest("[hidden]")).toBeNull();
    const shown = draw(form, { answers: { trigger: true } });
    const fieldset = shown.querySelector("fieldset.webform-fieldset");
    expect(text(fieldset?.querySelector("legend"))).toBe("More");
    expect(text(fieldset?.querySelector(".webform-container__description"))).toBe("Tell us more.");
    expect(fieldset?.getAttribute("aria-describedby")).toBe("wf-more-description");
    expect(text(fieldset?.querySelector("label[for=wf-detail]"))).toBe("Detail");
    expect(fieldset?.querySelector("#wf-detail")?.getAttribute("aria-required")).toBe("true");
  });
  it("draws details with its summary, closed unless #open, an expanded rule, or a message inside says otherwise", () => {
    const closed = draw(form).querySelector("details");
    expect([text(closed?.querySelector("summary")), closed?.hasAttribute("open")]).toEqual(["Extra questions", false]);
    expect(draw({ ...form, extra: { ...form.extra, "#open": true } }).querySelector("details")?.hasAttribute("open")).toBe(true);
    expect(draw({ ...form, extra: { ...form.extra, "#states": { expanded: checked("trigger") } } }, { answers: { trigger: true } }).querySelector("details")?.hasAttribute("open")).toBe(true);
    expect(draw({ ...form, extra: { ...form.extra, "#open": true, "#states": { collapsed: checked("trigger") } } }, { answers: { trigger: true } }).querySelector("details")?.hasAttribute("open")).toBe(false);
    expect(draw(form, { shown: { why: "Enter why." } }).querySelector("details")?.hasAttribute("open")).toBe(true);
  });
  it("draws a section with its heading tag, labelling the section", () => {
    const section = draw(form).querySelector("section.webform-section");
    expect(section?.querySelector("h3")?.textContent).toBe("Your contact");
    expect(section?.getAttribute("aria-labelledby")).toBe("wf-part-title");
    expect(section?.querySelector("#wf-phone")?.getAttribute("type")).toBe("tel");
  });
  it("draws a flexbox as a row of its elements, each with its share", () => {
    const row = draw(form).querySelector(".webform-flexbox");
    expect([...(row?.children ?? [])].map((child) => [child.className, (child as HTMLElement).style.flexGrow])).toEqual([
      ["webform-element webform-element--text", "2"], ["webform-element webform-element--text", ""],
    ]);
  });
  it("disables a fieldset a rule disables, and every control inside it", () => {
    const disabled = draw({ lock: { "#type": "checkbox", "#title": "Lock" }, box: { "#type": "fieldset", "#title": "Box", "#states": { disabled: checked("lock") }, a: { "#type": "textfield", "#title": "A" } } }, { answers: { lock: true } });
    expect(disabled.querySelector("fieldset.webform-fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(disabled.querySelector("#wf-a")?.hasAttribute("disabled")).toBe(true);
  });
  it("disables the controls inside a disabled container that is not a fieldset", () => {
    const disabled = draw({ lock: { "#type": "checkbox", "#title": "Lock" }, box: { "#type": "container", "#states": { disabled: checked("lock") }, a: { "#type": "textfield", "#title": "A" } } }, { answers: { lock: true } });
    expect(disabled.querySelector("#wf-a")?.hasAttribute("disabled")).toBe(true);
  });
  it("hides a legend for screen readers only when #title_display is invisible, and draws none when it is none", () => {
    expect(draw({ f: { "#type": "fieldset", "#title": "Quiet", "#title_display": "invisible" } }).querySelector("legend")?.className).toContain("visually-hidden");
    expect(draw({ f: { "#type": "fieldset", "#title": "Gone", "#title_display": "none" } }).querySelector("legend")).toBeNull();
  });
  it("draws one wizard page at a time when the form names it, every page otherwise", () => {
    const pages = { one: { "#type": "webform_wizard_page", "#title": "Page one", a: { "#type": "textfield" } }, two: { "#type": "webform_wizard_page", "#title": "Page two", b: { "#type": "textfield" } } };
    expect([...draw(pages).querySelectorAll("section.webform-wizard-page h2")].map(text)).toEqual(["Page one", "Page two"]);
    expect([...draw(pages, { page: "two" }).querySelectorAll("section.webform-wizard-page h2")].map(text)).toEqual(["Page two"]);
  });
});

describe("fields", () => {
  it("places the label by #title_display", () => {
    const form = draw({
      before: { "#type": "textfield", "#title": "Before" },
      after: { "#type": "textfield", "#title": "After", "#title_display": "after" },
      quiet: { "#type": "textfield", "#title": "Quiet", "#title_display": "invisible" },
      none: { "#type": "textfield", "#title": "None", "#title_display": "none" },
      inline: { "#type": "textfield", "#title": "Inline", "#title_display": "inline" },
    });
    const order = (id: string) => [...(form.querySelector(`#${id}`)?.closest(".webform-field")?.children ?? [])].map((c) => c.tagName.toLowerCase());
    expect(order("wf-before")).toEqual(["label", "input"]);
    expect(order("wf-after")).toEqual(["input", "label"]);
    expect(form.querySelector("label[for=wf-quiet]")?.className).toContain("visually-hidden");
    // Drupal draws no label for none; the site keeps it for screen readers so that the control is named.
    expect(form.querySelector("label[for=wf-none]")?.className).toContain("visually-hidden");
    expect(form.querySelector("#wf-inline")?.closest(".webform-field")?.className).toContain("webform-field--inline");
  });
  it("places a single checkbox's label after its box, before it when asked", () => {
    const form = draw({ a: { "#type": "checkbox", "#title": "A" }, b: { "#type": "checkbox", "#title": "B", "#title_display": "before" } });
    expect([...(form.querySelector("#wf-a")?.parentElement?.children ?? [])].map((c) => c.tagName.toLowerCase())).toEqual(["input", "label"]);
    expect([...(form.querySelector("#wf-b")?.parentElement?.children ?? [])].map((c) => c.tagName.toLowerCase())).toEqual(["label", "input"]);
  });
  it("places the description by #description_display: before, after (a tooltip too), or for screen readers only", () => {
    const form = draw({
      a: { "#type": "textfield", "#title": "A", "#description": "Hint A" },
      b: { "#type": "textfield", "#title": "B", "#description": "Hint B", "#description_display": "tooltip" },
      c: { "#type": "textfield", "#title": "C", "#description": "Hint C", "#description_display": "invisible" },
    });
    const order = (id: string) => [...(form.querySelector(`#${id}`)?.closest(".webform-field")?.children ?? [])].map((c) => c.id || c.tagName.toLowerCase());
    expect(order("wf-a")).toEqual(["label", "wf-a-hint", "wf-a"]);
    expect(order("wf-b")).toEqual(["label", "wf-b", "wf-b-hint"]);
    expect(form.querySelector("#wf-c-hint")?.className).toContain("visually-hidden");
    expect(form.querySelector("#wf-c")?.getAttribute("aria-describedby")).toBe("wf-c-hint");
  });
  it("makes a read-only field read-only: by #readonly or by a rule", () => {
    const form = draw({
      lock: { "#type": "checkbox", "#title": "Lock", "#default_value": true },
      a: { "#type": "textfield", "#title": "A", "#readonly": true },
      b: { "#type": "textfield", "#title": "B", "#states": { readonly: checked("lock") } },
      c: { "#type": "radios", "#title": "C", "#options": "yes_no", "#default_value": "Yes", "#states": { readonly: checked("lock") } },
    });
    expect(form.querySelector("#wf-a")?.hasAttribute("readonly")).toBe(true);
    expect(form.querySelector("#wf-b")?.hasAttribute("readonly")).toBe(true);
    // The chosen option stays enabled, so that it is sent; the others cannot be chosen.
    expect([...form.querySelectorAll("input[name=c]")].map((r) => [(r as HTMLInputElement).value, r.hasAttribute("disabled")])).toEqual([["Yes", false], ["No", true]]);
  });
  it("keeps a read-only select's and checkboxes' answers: the choices not made cannot be made", () => {
    const form = draw({
      campus: { "#type": "select", "#title": "Campus", "#options": { a: "A", b: "B" }, "#default_value": "b", "#readonly": true },
      topics: { "#type": "checkboxes", "#title": "Topics", "#options": { x: "X", y: "Y" }, "#default_value": ["y"], "#readonly": true },
      agree: { "#type": "checkbox", "#title": "Agree", "#readonly": true },
    });
    expect([...form.querySelectorAll("#wf-campus option")].map((o) => [o.getAttribute("value"), o.hasAttribute("disabled")])).toEqual([["", true], ["a", true], ["b", false]]);
    expect([...form.querySelectorAll("input[name=topics]")].map((c) => [(c as HTMLInputElement).value, c.hasAttribute("disabled")])).toEqual([["x", true], ["y", false]]);
    expect(form.querySelector("#wf-agree")?.getAttribute("aria-readonly")).toBe("true");
  });
  it("disables a field a rule disables", () => {
    const form = draw({ lock: { "#type": "checkbox", "#title": "Lock" }, a: { "#type": "textfield", "#title": "A", "#states": { disabled: checked("lock") } } }, { answers: { lock: true } });
    expect(form.querySelector("#wf-a")?.hasAttribute("disabled")).toBe(true);
  });
  it("shows a checkbox a rule checks as checked (the answer holds the rule's verdict)", () => {
    const form = draw({ all: { "#type": "checkbox", "#title": "All" }, one: { "#type": "checkbox", "#title": "One", "#states": { checked: checked("all") } } }, { answers: { all: true } });
    expect(form.querySelector("#wf-one")?.hasAttribute("checked")).toBe(true);
  });
  it("draws a url as an input of type url", () => {
    expect(draw({ site: { "#type": "url", "#title": "Website" } }).querySelector("#wf-site")?.getAttribute("type")).toBe("url");
  });
  it("draws hidden answers as hidden inputs, their placeholders filled, so that the form sends them without a script", () => {
    const form = draw({ course_code: { "#type": "hidden" }, subject: { "#type": "hidden", "#default_value": "About {{course_code}}" } }, { answers: { course_code: "ABC1" } });
    expect([...form.querySelectorAll("input[type=hidden]")].map((i) => [i.getAttribute("name"), i.getAttribute("value")])).toEqual([["course_code", "ABC1"], ["subject", "About ABC1"]]);
    expect(form.querySelector(".webform-element--hidden")).toBeNull();
  });
  it("draws a name as a fieldset of its parts, named as Drupal names them", () => {
    const form = draw({ who: { "#type": "webform_name", "#title": "Your name", "#middle__access": false, "#first__required": true } }, { answers: { who: { first: "Ana" } }, shown: { "who.first": "First field is required." } });
    const fieldset = form.querySelector("fieldset.webform-name");
    expect(text(fieldset?.querySelector("legend"))).toBe("Your name");
    expect([...(fieldset?.querySelectorAll("input") ?? [])].map((i) => [i.id, i.getAttribute("name")])).toEqual([
      ["wf-who-title", "who[title]"], ["wf-who-first", "who[first]"], ["wf-who-last", "who[last]"], ["wf-who-suffix", "who[suffix]"], ["wf-who-degree", "who[degree]"],
    ]);
    expect(form.querySelector("#wf-who-first")?.getAttribute("value")).toBe("Ana");
    expect(form.querySelector("#wf-who-first")?.getAttribute("aria-required")).toBe("true");
    expect(text(form.querySelector("#wf-who-first-error"))).toBe("Error: First field is required.");
    expect([...form.querySelectorAll("#wf-who-title-options option")].map((o) => o.getAttribute("value"))).toEqual(["Miss", "Ms", "Mr", "Mrs", "Dr"]);
  });
  it("names an address's parts as Drupal does", () => {
    expect(draw({ home: { "#type": "webform_address", "#title": "Home" } }).querySelector("#wf-home-locality")?.getAttribute("name")).toBe("home[locality]");
  });
});

describe("content and buttons", () => {
  it("draws markup without a type, and Drupal's horizontal rule", () => {
    const form = draw({ intro: { "#markup": "<p>Read me</p>" }, hr: { "#type": "webform_horizontal_rule" } });
    expect(form.querySelector(".webform-markup")?.innerHTML).toBe("<p>Read me</p>");
    expect(form.querySelector("hr.webform-divider")).not.toBeNull();
  });
  it("draws Drupal's default submit button, without 'Clear form', when the form has no actions element", () => {
    const buttons = [...draw({ a: { "#type": "textfield" } }).querySelectorAll("button")].map((b) => [b.getAttribute("type"), text(b)]);
    expect(buttons).toEqual([["submit", "Submit"]]);
  });
  it("draws the form's own actions with 'Clear form'", () => {
    const buttons = [...draw({ go: { "#type": "webform_actions", "#submit__label": "Send" } }).querySelectorAll("button")].map(text);
    expect(buttons).toEqual(["Send", "Clear form"]);
  });
});
