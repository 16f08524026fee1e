/* Drupal Webform's own example and test forms (fixtures/drupal-webform-corpus/, unchanged): read, sorted into spec
 * forms and others, and every `#states` rule in them read by the engine without a warning. */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, isSpecForm, loadCorpus, MARKUP_ONLY, SPEC_ELEMENT_TYPES, UNTYPED } from "../testing/corpus.ts";
import { VALUE_COMPARISONS } from "./conditions.ts";
import { statefulFieldsOf } from "./stateful-fields.ts";
import { evaluateForm, KNOWN_STATES } from "./states.ts";

const corpus = loadCorpus();

/** Every state, trigger, operator word and value comparison the corpus's rules use. */
function vocabulary(): { states: Set<string>; triggers: Set<string>; operators: Set<string>; comparisons: Set<string> } {
  const found = { states: new Set<string>(), triggers: new Set<string>(), operators: new Set<string>(), comparisons: new Set<string>() };
  const rule = (set: unknown): void => {
    if (Array.isArray(set)) for (const item of set) if (typeof item === "string") found.operators.add(item); else rule(item);
    if (typeof set !== "object" || set === null || Array.isArray(set)) return;
    for (const triggers of Object.values(set)) {
      for (const trigger of Array.isArray(triggers) ? triggers : [triggers]) {
        for (const [name, argument] of Object.entries(trigger as Record<string, unknown>)) {
          found.triggers.add(name);
          if (typeof argument === "object" && argument !== null) for (const key of Object.keys(argument)) found.comparisons.add(key);
        }
      }
    }
  };
  for (const form of corpus) {
    for (const field of statefulFieldsOf(form.elements)) {
      if (typeof field.states !== "object" || field.states === null) continue;
      for (const [state, set] of Object.entries(field.states)) {
        found.states.add(state);
        rule(set);
      }
    }
  }
  return found;
}

describe("Drupal Webform's corpus", () => {
  it("holds every example and test form of the copied commit, unchanged, one per file", () => {
    expect(readdirSync(`${CORPUS_DIR}webform_examples`)).toHaveLength(7);
    expect(readdirSync(`${CORPUS_DIR}webform_test`)).toHaveLength(227);
    expect(corpus).toHaveLength(234);
    for (const form of corpus) expect(form.file.endsWith(`/webform.webform.${form.id}.yml`)).toBe(true);
  });
  it("reads each as a render array, but for the one Drupal made invalid on purpose", () => {
    expect(corpus.filter((form) => form.problem !== null).map((form) => [form.id, form.problem]))
      .toEqual([["test_element_invalid", "elements: not a mapping of elements"]]);
    const states = corpus.find((form) => form.id === "example_element_states");
    expect(states?.title).toBe("Example: Elements: Condition Logic");
    expect([...(states?.types ?? [])].sort()).toEqual(["checkbox", "checkboxes", "details", "radios", "select", "textarea", "textfield"]);
  });
  it("records elements without a #type: markup, or a bare wrapper", () => {
    expect(corpus.find((form) => form.id === "test_element_markup")?.types.has(MARKUP_ONLY)).toBe(true);
    expect(corpus.find((form) => form.id === "test_element_table")?.types.has(UNTYPED)).toBe(true);
  });
  it("tells the forms that use only spec §5's element types from the others", () => {
    const spec = corpus.filter(isSpecForm);
    expect(spec).toHaveLength(117);
    expect(spec.map((form) => form.id)).toEqual(expect.arrayContaining([
      "example_element_states", "test_states_server_custom", "test_states_server_nested", "test_states_server_comp", "test_states_disabled",
      "test_form_wizard_conditional", "test_element_horizontal_rule", "test_element_address", "test_confirmation_url_message",
    ]));
    const containers = corpus.find((form) => form.id === "test_states_server_containers");
    expect(containers && isSpecForm(containers)).toBe(false);
    expect([...(containers?.types ?? [])].filter((type) => !SPEC_ELEMENT_TYPES.has(type)).sort()).toEqual(["webform_custom_composite"]);
  });
  it("uses only states, triggers and comparisons the engine knows, and the engine reads every rule without a warning", () => {
    const used = vocabulary();
    expect([...used.states].filter((state) => !KNOWN_STATES.has(state))).toEqual([]);
    expect([...used.comparisons].sort()).toEqual([...VALUE_COMPARISONS].sort());
    expect([...used.triggers].sort()).toEqual(["!value", "checked", "filled", "unchecked", "value"]);
    expect([...used.operators].sort()).toEqual(["or", "xor"]);
    for (const form of corpus) {
      const warnings: string[] = [];
      evaluateForm(statefulFieldsOf(form.elements), {}, (message) => void warnings.push(message));
      expect({ form: form.id, warnings }).toEqual({ form: form.id, warnings: [] });
    }
  });
});
