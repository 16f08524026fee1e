/* The genuine Drupal and Tide definitions (fixtures/genuine/) through the rules: the export reader, the #states
 * engine over every option, and the token replacement. */
import { describe, expect, it } from "vitest";
import { webformFromDrupalConfig } from "./drupal-config.ts";
import { GENUINE_FIXTURES, genuineWebform } from "./genuine-fixtures.ts";
import { optionFieldNames } from "./option-fields.ts";
import { defaultFieldState, evaluateStates } from "./states.ts";
import { replaceTokensDeep, scanTokens } from "./tokens.ts";

type Elements = Record<string, Record<string, unknown>>;

/** Every element, containers' children included, with its Drupal #type. */
function flat(elements: Record<string, unknown>): { name: string; type: string; element: Record<string, unknown> }[] {
  const out: { name: string; type: string; element: Record<string, unknown> }[] = [];
  for (const [name, el] of Object.entries(elements)) {
    if (name.startsWith("#") || typeof el !== "object" || el === null || Array.isArray(el)) continue;
    const element = el as Record<string, unknown>;
    out.push({ name, type: typeof element["#type"] === "string" ? element["#type"] : "", element });
    out.push(...flat(element));
  }
  return out;
}

describe("reading a Drupal webform export", () => {
  it("decodes the elements YAML and keeps id, title, status and settings", () => {
    const contact = genuineWebform(GENUINE_FIXTURES.contact);
    expect(contact.id).toBe("contact");
    expect(contact.attributes.title).toBe("Contact");
    expect(contact.attributes.status).toBe("open");
    expect(Object.keys(contact.attributes.elements)).toEqual(["name", "email", "subject", "message", "actions"]);
    expect(contact.attributes.settings.confirmation_message).toBe("Your message has been sent.");
  });
  it("refuses what is not a web form export", () => {
    expect(webformFromDrupalConfig({ title: "x" }, () => ({}))).toEqual({ error: "not a Drupal webform export (no id)" });
    expect(webformFromDrupalConfig({ id: "x", elements: "a: [" }, () => { throw new Error("bad YAML\nmore"); })).toEqual({ error: "elements: bad YAML" });
  });
});

describe("Tide's content-rating form", () => {
  const form = genuineWebform(GENUINE_FIXTURES.contentRating);
  const elements = form.attributes.elements as Elements;
  const options = optionFieldNames(flat(elements));
  const visible = (name: string, answer: string | null) => evaluateStates(elements[name]?.["#states"], { was_this_page_helpful: answer }, false, () => {}, options).visible;

  it("is radios over yes_no with the comments, cancel link and submit button shown by 'checked'", () => {
    expect(elements.was_this_page_helpful).toMatchObject({ "#type": "radios", "#options": "yes_no", "#required": true });
    expect([...options]).toEqual(["was_this_page_helpful"]);
  });
  it.each(["comments", "reset", "actions"])("%s shows once the visitor answers Yes or No, not before", (name) => {
    expect(visible(name, null)).toBe(false);
    expect(visible(name, "Yes")).toBe(true);
    expect(visible(name, "No")).toBe(true);
  });
});

describe("Drupal Webform's conditional logic example", () => {
  const elements = Object.fromEntries(flat(genuineWebform(GENUINE_FIXTURES.elementStates).attributes.elements).map((e) => [e.name, e]));
  const options = optionFieldNames(Object.values(elements));
  const state = (name: string, model: Record<string, unknown>) => evaluateStates(elements[name]?.element["#states"], model, false, () => {}, options);

  it("a single checkbox: checked means exactly true", () => {
    expect(state("checkbox_explain", { checkbox: true })).toEqual(defaultFieldState(true));
    expect(state("checkbox_explain", { checkbox: false }).visible).toBe(false);
  });
  it("checkboxes[one] and checkboxes[two]: each names one box, both must be checked", () => {
    expect(state("checkboxes_explain", { checkboxes: ["one", "two"] })).toEqual(defaultFieldState(true));
    expect(state("checkboxes_explain", { checkboxes: ["one"] }).visible).toBe(false);
  });
  it("a select: value other", () => {
    expect(state("select_other", { select: "other" }).required).toBe(true);
    expect(state("select_other", { select: "1" }).visible).toBe(false);
  });
  it("radios: value other, false while none is chosen", () => {
    expect(state("radios_other", { radios: "other" }).visible).toBe(true);
    expect(state("radios_other", { radios: "2" }).visible).toBe(false);
    expect(state("radios_other", { radios: null }).visible).toBe(false);
  });
});

describe("the contact form's tokens", () => {
  const contact = genuineWebform(GENUINE_FIXTURES.contact);
  it("leaves the visitor's name and e-mail empty, fills the site's name, and leaves no raw token", () => {
    const unknown = new Set<string>();
    const replaced = replaceTokensDeep(contact.attributes.elements, { siteName: "Yarra University" }, unknown) as Elements;
    expect(replaced.name?.["#default_value"]).toBe("");
    expect(replaced.email?.["#default_value"]).toBe("");
    expect(replaced.subject?.["#test"]).toBe("Testing contact webform from Yarra University");
    expect(scanTokens(JSON.stringify(replaced))).toEqual([]);
    expect([...unknown]).toEqual([]);
  });
  it("knows every token its e-mail handlers use", () => {
    const unknown = new Set<string>();
    replaceTokensDeep(contact.attributes.settings, {}, unknown);
    expect([...unknown]).toEqual([]);
  });
});
