// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { silentWarn } from "@yu/webform-rules";
import { initialModel, mapElements } from "@/mapping/webform/element-mapping";
import { typedAnswers } from "./typed-answers";

const elements = mapElements({
  name: { "#type": "textfield", "#title": "Name" },
  about: { "#type": "textarea", "#title": "About" },
  age: { "#type": "number", "#title": "Age" },
  helpful: { "#type": "radios", "#title": "Helpful", "#options": "yes_no" },
  topics: { "#type": "checkboxes", "#title": "Topics", "#options": { arts: "Arts", it: "IT" } },
  campus: { "#type": "select", "#title": "Campus", "#options": { fp: "Footscray Park", cbd: "City" } },
  agree: { "#type": "checkbox", "#title": "Agree" },
  start: { "#type": "date", "#title": "Start" },
  at: { "#type": "webform_time", "#title": "At" },
  postal: { "#type": "webform_address", "#title": "Postal" },
  untouched: { "#type": "textfield", "#title": "Untouched", "#default_value": "kept" },
  box: { "#type": "fieldset", "#title": "Box", who: { "#type": "webform_name", "#title": "Who" }, inside: { "#type": "textfield", "#title": "Inside" } },
}, silentWarn);

/** The server-drawn form, as a visitor left it before the script ran. */
function page(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="name" value="">
    <textarea name="about"></textarea>
    <input type="number" name="age" value="">
    <input type="radio" name="helpful" value="Yes"><input type="radio" name="helpful" value="No">
    <input type="checkbox" name="topics" value="arts"><input type="checkbox" name="topics" value="it">
    <select name="campus"><option value="">- Select -</option><option value="fp">Footscray Park</option><option value="cbd">City</option></select>
    <input type="checkbox" name="agree">
    <input type="date" name="start" value="">
    <input type="time" name="at" value="">
    <input id="wf-postal-address_line1" name="address_line1" value="">
    <select id="wf-postal-administrative_area" name="administrative_area"><option value="">-</option><option value="VIC">Victoria</option></select>
    <input name="untouched" value="kept">
    <fieldset><input id="wf-who-first" name="who[first]" value=""><input id="wf-who-last" name="who[last]" value=""><input name="inside" value=""></fieldset>
  </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

describe("typedAnswers", () => {
  it("finds nothing on a form nobody touched", () => {
    expect(typedAnswers(page(), "wf", elements, initialModel(elements))).toEqual({});
  });

  it("reads back every kind of answer given before the script started, in the form's own formats", () => {
    const form = page();
    (form.querySelector('[name="name"]') as HTMLInputElement).value = "Jane";
    (form.querySelector('[name="about"]') as HTMLTextAreaElement).value = "Typed early";
    (form.querySelector('[name="age"]') as HTMLInputElement).value = "30";
    (form.querySelector('[name="helpful"][value="No"]') as HTMLInputElement).checked = true;
    (form.querySelector('[name="topics"][value="it"]') as HTMLInputElement).checked = true;
    (form.querySelector('[name="campus"]') as HTMLSelectElement).value = "cbd";
    (form.querySelector('[name="agree"]') as HTMLInputElement).checked = true;
    (form.querySelector('[name="start"]') as HTMLInputElement).value = "2027-03-01";
    (form.querySelector('[name="at"]') as HTMLInputElement).value = "14:30";
    (form.querySelector("#wf-postal-address_line1") as HTMLInputElement).value = "1 Ballarat Rd";
    (form.querySelector("#wf-postal-administrative_area") as HTMLSelectElement).value = "VIC";
    (form.querySelector("#wf-who-first") as HTMLInputElement).value = "Ana";
    (form.querySelector('[name="inside"]') as HTMLInputElement).value = "In a fieldset";
    expect(typedAnswers(form, "wf", elements, initialModel(elements))).toEqual({
      name: "Jane", about: "Typed early", age: 30, helpful: "No", topics: ["it"], campus: "cbd", agree: true, start: "01-03-2027", at: "02:30 PM",
      postal: { address_line1: "1 Ballarat Rd", administrative_area: "VIC" }, who: { first: "Ana" }, inside: "In a fieldset",
    });
  });
});
