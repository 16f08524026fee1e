import { describe, expect, it } from "vitest";
import { formFields } from "@/mapping/webform/element-tree";
import { mapWebform } from "@/mapping/webform/element-mapping";
import { postedAnswers, postedFile } from "./posted-answers";

const schema = mapWebform({
  drupal_internal__id: "f",
  elements: {
    name: { "#type": "textfield", "#title": "Name" },
    age: { "#type": "number", "#title": "Age" },
    agree: { "#type": "checkbox", "#title": "I agree" },
    modes: { "#type": "checkboxes", "#title": "Modes", "#options": { online: "Online", campus: "On campus" } },
    level: { "#type": "select", "#title": "Level", "#options": { ug: "Undergraduate", pg: "Postgraduate" } },
    start: { "#type": "date", "#title": "Start" },
    where: { "#type": "fieldset", "#title": "Where", home: { "#type": "webform_address", "#title": "Home" } },
    proof: { "#type": "managed_file", "#title": "Proof" },
  },
}, () => {})!;

function posted(entries: [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("the answers of a form sent without scripts", () => {
  it("reads each control as the form's state holds it, fields inside containers included", () => {
    const answers = postedAnswers(posted([
      ["name", "Ada"], ["age", "36"], ["agree", "on"], ["modes", "online"], ["modes", "campus"], ["level", "pg"], ["start", "2027-02-22"],
      ["home[locality]", "Footscray"], ["home[postal_code]", "3011"], ["home[address_line2]", ""],
    ]), formFields(schema.elements));
    expect(answers).toEqual({
      name: "Ada", age: 36, agree: true, modes: ["online", "campus"], level: "pg", start: "22-02-2027",
      home: { locality: "Footscray", postal_code: "3011" },
    });
  });

  it("reads what was left out as unanswered: an unticked box, no choice, empty text and a number that is not one", () => {
    const answers = postedAnswers(posted([["age", "thirty"], ["level", ""]]), formFields(schema.elements));
    expect(answers).toMatchObject({ name: "", age: "thirty", agree: false, modes: [], level: null, start: null, home: {} });
  });

  it("leaves files to be uploaded, and finds a chosen one", () => {
    const file = new Blob(["%PDF-1.4"], { type: "application/pdf" });
    const form = posted([["proof", file]]);
    expect(postedAnswers(form, formFields(schema.elements))).not.toHaveProperty("proof");
    expect(postedFile(form, "proof")?.size).toBe(8);
    expect(postedFile(posted([["proof", new Blob([])]]), "proof")).toBeNull();
  });
});
