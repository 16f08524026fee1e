/* Drupal Webform's own server-side #states test (tests/src/Functional/States/WebformStatesServerTest.php), its
 * assertions replayed on the genuine forms it posts to (packages/webform/fixtures/drupal-webform-corpus/): what
 * Drupal refuses with "<title> field is required.", the content service refuses; what Drupal accepts, it accepts. */
import { describe, expect, it } from "vitest";
import { loadCorpusForm } from "../../../../packages/webform/testing/corpus.ts";
import { validateSubmission, type ValidationContext } from "./validate-submission.ts";

const FID = "0b7e6a55-3f9c-4c55-9a43-6f1b2f0a1c11";
const context: ValidationContext = { termIds: () => new Set(), fileExists: (fid) => fid === FID };

function form(id: string) {
  return loadCorpusForm(`webform_test/webform.webform.${id}.yml`).elements;
}

/** The required messages a submission gets, as Drupal words them. */
function required(id: string, data: Record<string, unknown>): string[] {
  return validateSubmission(form(id), data, context).errors.map((e) => e.detail).filter((detail) => detail.endsWith("field is required."));
}

describe("test_states_server_custom: pattern, !pattern, less, less_equal, greater, greater_equal, between, !between", () => {
  it("an empty submission is accepted", () => {
    expect(validateSubmission(form("test_states_server_custom"), {}, context).errors).toEqual([]);
  });
  it("each comparison that holds makes its dependent required", () => {
    expect(required("test_states_server_custom", { trigger_pattern: "abc", trigger_not_pattern: "ABC", trigger_less: 1, trigger_less_equal: 1,
      trigger_greater: 11, trigger_greater_equal: 11 })).toEqual([
      "dependent_pattern field is required.", "dependent_not_pattern field is required.", "dependent_less field is required.",
      "dependent_less_equal field is required.", "dependent_greater field is required.", "dependent_greater_equal field is required.",
    ]);
  });
  it("at the bound: less and greater fail, less_equal and greater_equal hold", () => {
    expect(required("test_states_server_custom", { trigger_less: 10, trigger_less_equal: 10, trigger_greater: 10, trigger_greater_equal: 10 }))
      .toEqual(["dependent_less_equal field is required.", "dependent_greater_equal field is required."]);
  });
  it.each([[11, ["dependent_between field is required."]], [9, ["dependent_not_between field is required."]], [21, ["dependent_not_between field is required."]]])(
    "between '10:20' with %s", (value, expected) => {
      expect(required("test_states_server_custom", { trigger_between: value })).toEqual(expected);
    });
});

describe("test_states_server_nested: [a and b] or c, on wizard pages", () => {
  it.each([
    [{ a: true, b: true, c: false }, true],
    [{ a: false, b: true, c: true }, true],
    [{ a: false, b: false, c: false }, false],
    [{ a: true, b: false, c: false }, false],
  ])("%j → required: %s", (data, expected) => {
    expect(required("test_states_server_nested", data).includes("page_1_target: [a and b] or c = required field is required.")).toBe(expected);
  });
});

describe("test_states_server_required: several triggers and operators (the spec-typed part of the form)", () => {
  it("and, or, xor over a checkbox, a textfield and a select", () => {
    expect(required("test_states_server_required", { trigger_checkbox: true, trigger_textfield: "{value}", trigger_select: "option" }))
      .toEqual(["dependent_textfield_required_and field is required.", "dependent_textfield_required_or field is required."]);
    expect(required("test_states_server_required", { trigger_checkbox: true }))
      .toEqual(["dependent_textfield_required_or field is required.", "dependent_textfield_required_xor field is required."]);
  });
  it("a required field shown by a checkbox is required only once shown; checkboxes[one] names one box", () => {
    expect(required("test_states_server_required", { required_hidden_trigger: true })).toEqual(["required_hidden_dependent_required field is required."]);
    expect(required("test_states_server_required", {})).toEqual([]);
    expect(required("test_states_server_required", { checkboxes_trigger: ["one"] })).toEqual(["checkboxes_dependent_required field is required."]);
    expect(required("test_states_server_required", { checkboxes_trigger: ["two"] })).toEqual([]);
  });
});

describe("test_states_server_containers: a fieldset's visible and visible-slide states reach the fields inside it", () => {
  it("a required field inside a hidden fieldset never blocks a submission", () => {
    expect(required("test_states_server_containers", {})).toEqual([]);
  });
  it("is required again when the fieldset shows; a field with its own required rule keeps it", () => {
    expect(required("test_states_server_containers", { visible_trigger: true }))
      .toEqual(["visible_textfield field is required.", "visible_slide_textfield field is required."]);
    expect(required("test_states_server_containers", { visible_trigger: true, visible_textfield: "{value}", visible_slide_textfield: "{value}" }))
      .toEqual(["visible_custom_textfield field is required.", "visible_slide_custom_textfield field is required."]);
  });
  it("drops what was typed inside a hidden fieldset", () => {
    expect(validateSubmission(form("test_states_server_containers"), { visible_textfield: "typed" }, context).values).toEqual({});
  });
});

describe("test_states_server_comp: a name's required parts, in a fieldset shown by a checkbox", () => {
  it("hidden: nothing required", () => {
    expect(required("test_states_server_comp", {})).toEqual([]);
  });
  it("shown: the first and last parts, by their titles or their own messages (the last's is not \"…field is required.\")", () => {
    expect(required("test_states_server_comp", { webform_name_trigger: true, webform_name_nested_trigger: true })).toEqual([
      "First field is required.",
      "webform_name_nested_first field is required.", "webform_name_nested_last field is required.",
    ]);
    const errors = validateSubmission(form("test_states_server_comp"), { webform_name_trigger: true, webform_name: { first: "Jane" } }, context).errors;
    expect(errors).toEqual([{ field: "webform_name", detail: "Custom error message for 'last' element." }]);
  });
  it("a multiple name takes a list of names", () => {
    const data = { webform_name_multiple_trigger: true, webform_name_multiple: [{ first: "Jane", last: "Citizen" }, { first: "Sam", last: "Lee" }] };
    const result = validateSubmission(form("test_states_server_comp"), data, context);
    expect(result.errors).toEqual([]);
    expect(result.values.webform_name_multiple).toEqual(data.webform_name_multiple);
  });
});

describe("test_states_server_file and test_states_server_multiple", () => {
  it("files[trigger_file] reads the upload", () => {
    expect(required("test_states_server_file", { trigger_file: FID })).toEqual(["textfield_dependent_required field is required."]);
    expect(required("test_states_server_file", {})).toEqual([]);
  });
  it("a textfield with #multiple is required as a whole, and takes a list", () => {
    expect(required("test_states_server_multiple", { trigger_required: true })).toEqual(["textfield_multiple field is required."]);
    expect(validateSubmission(form("test_states_server_multiple"), { trigger_required: true, textfield_multiple: ["a", "", "b"] }, context).values)
      .toEqual({ trigger_required: true, textfield_multiple: ["a", "b"] });
  });
});

describe("test_states_disabled: a disabled fieldset disables what it holds, and a disabled field is not sent", () => {
  const data = { disabled: true, fieldset_textfield: "typed", fieldset_textarea: "typed", textarea: "typed", checkbox: true };
  it("drops the disabled fields and does not require them", () => {
    const result = validateSubmission(form("test_states_disabled"), data, context);
    expect(result.errors).toEqual([]);
    expect(result.values).toEqual({ disabled: true });
  });
  it("requires and keeps them once enabled", () => {
    expect(required("test_states_disabled", {})).toEqual(["fieldset_textfield field is required."]);
    expect(validateSubmission(form("test_states_disabled"), { ...data, disabled: false }, context).values)
      .toEqual({ fieldset_textfield: "typed", fieldset_textarea: "typed", textarea: "typed", checkbox: true });
  });
});
