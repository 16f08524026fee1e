/* Drupal Webform's own example and test forms (packages/webform/fixtures/drupal-webform-corpus/), every one whose
 * element types spec §5 lists, loaded into the content service from its unchanged export: served over JSON:API as
 * Tide serves a `webform--webform`, elements intact and in the author's order, and an empty and a well-formed
 * submission to each validated: stored, refused field by field, or refused because the form is closed; never an
 * exception. */
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rawRows } from "../db/raw-rows.ts";
import { isSpecForm, loadCorpus } from "../../../../packages/webform/testing/corpus.ts";
import { corpusContentDir } from "../testing/corpus-content.ts";
import { bodyOf, PGLITE_DRIVER, useSeededApp } from "../testing/test-app.ts";
import { wellFormedAnswers } from "../testing/well-formed-answers.ts";
import { drupalElementEntries } from "@yu/webform-rules";

interface Resource { id: string; type: string; attributes: Record<string, unknown> }
interface ErrorDoc { errors: { status: string; detail: string; source?: { pointer?: string } }[] }

const forms = loadCorpus().filter(isSpecForm);
const contentDir = corpusContentDir(forms);

describe("Drupal Webform's corpus through the content service", () => {
  const seeded = useSeededApp(PGLITE_DRIVER, "webform_corpus", {}, { contentDir });
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
  let address = 0;
  const submit = (id: string, model: Record<string, unknown>) => {
    address += 1;
    return seeded.app.inject({
      method: "POST", url: `/api/v1/webform_submission/${id}`, remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
      payload: { data: { type: `webform_submission--${id}`, attributes: { data: JSON.stringify({ ...model, form_started_at: Date.now() - 60_000 }) } } },
    });
  };

  it(`serves each of the ${forms.length} spec forms over JSON:API with its elements intact, in the author's order`, async () => {
    const served: Resource[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = bodyOf<{ data: Resource[] }>(await seeded.app.inject(`/api/v1/webform/webform?sort=drupal_internal__id&page[offset]=${offset}`));
      served.push(...page.data);
      if (page.data.length < 50) break;
    }
    for (const form of forms) {
      const resource = served.find((r) => r.attributes.drupal_internal__id === form.id);
      expect(resource?.type, form.id).toBe("webform--webform");
      expect(JSON.stringify(resource?.attributes.elements), form.id).toBe(JSON.stringify(form.elements));
      expect(resource?.attributes.title, form.id).toBe(form.title ?? "");
      expect(resource?.attributes.settings, form.id).toEqual(form.settings);
    }
  });

  it("validates an empty and a well-formed submission to each: stored, refused field by field, or closed", async () => {
    const outcomes: Record<string, string> = {};
    for (const form of forms) {
      const names = new Set(drupalElementEntries(form.elements).map((entry) => entry.name));
      for (const [kind, model] of [["empty", {}], ["well-formed", wellFormedAnswers(form.elements)]] as const) {
        const response = await submit(form.id, model);
        const key = `${form.id} ${kind}`;
        if (response.statusCode === 201) {
          outcomes[key] = "stored";
          continue;
        }
        const errors = bodyOf<ErrorDoc>(response).errors;
        if (response.statusCode === 403) {
          expect(errors[0]?.detail, key).toBe("This form is closed.");
          outcomes[key] = "closed";
          continue;
        }
        expect(response.statusCode, `${key}: ${response.body}`).toBe(422);
        const fields = errors.map((error) => error.source?.pointer?.replace("/data/attributes/data/", "") ?? "");
        for (const field of fields) expect(names.has(field), `${key}: ${field}`).toBe(true);
        outcomes[key] = `refused: ${[...new Set(fields)].join(", ")}`;
      }
    }
    const tally: Record<string, number> = {};
    for (const [key, outcome] of Object.entries(outcomes)) {
      const count = `${key.split(" ")[1] ?? ""}: ${outcome.split(":")[0] ?? ""}`;
      tally[count] = (tally[count] ?? 0) + 1;
    }
    // Every well-formed submission is stored but those of the two forms Drupal ships closed (test_form_closed and
    // the template test_form_template); an empty one is refused, field by field, by the 19 forms with a required field.
    expect(tally).toEqual({ "empty: stored": 96, "empty: refused": 19, "empty: closed": 2, "well-formed: stored": 115, "well-formed: closed": 2 });
    expect(outcomes["test_states_disabled empty"]).toBe("refused: fieldset_textfield");
    expect(outcomes["test_form_wizard_advanced empty"]).toBe("refused: first_name, last_name, sex, email, phone, comments");
  }, 180_000);

  /** The field pointers of a refusal, [] when the submission was stored; and the answers stored last. */
  async function pointers(id: string, model: Record<string, unknown>): Promise<string[]> {
    const response = await submit(id, model);
    if (response.statusCode === 201) return [];
    expect(response.statusCode, response.body).toBe(422);
    return bodyOf<ErrorDoc>(response).errors.map((error) => `${error.source?.pointer ?? ""}: ${error.detail}`);
  }
  async function lastStored(id: string): Promise<unknown> {
    const rows = rawRows(await seeded.database.db.execute(sql`SELECT data FROM webform_submissions WHERE webform_id = ${id} ORDER BY sid DESC LIMIT 1`));
    const data = rows[0]?.data;
    return typeof data === "string" ? JSON.parse(data) : data;
  }

  it("a required field inside a hidden fieldset never blocks a submission, and is required again once the fieldset shows", async () => {
    expect(await pointers("test_states_server_comp", { webform_name_nested: { first: "typed while hidden" } })).toEqual([]);
    expect(await lastStored("test_states_server_comp")).toEqual({});
    expect(await pointers("test_states_server_comp", { webform_name_nested_trigger: true })).toEqual([
      "/data/attributes/data/webform_name_nested: webform_name_nested_first field is required.",
      "/data/attributes/data/webform_name_nested: webform_name_nested_last field is required.",
    ]);
    expect(await pointers("test_states_server_comp", { webform_name_nested_trigger: true, webform_name_nested: { first: "Jane", last: "Citizen" } })).toEqual([]);
    expect(await lastStored("test_states_server_comp")).toEqual({ webform_name_nested_trigger: true, webform_name_nested: { first: "Jane", last: "Citizen" } });
  });

  it("a disabled fieldset's fields are neither required nor stored; a wizard page's rule reaches the page's fields", async () => {
    expect(await pointers("test_states_disabled", { disabled: true, fieldset_textfield: "sent anyway", textarea: "sent anyway" })).toEqual([]);
    expect(await lastStored("test_states_disabled")).toEqual({ disabled: true });
    expect(await pointers("test_states_disabled", { disabled: false })).toEqual(["/data/attributes/data/fieldset_textfield: fieldset_textfield field is required."]);
    expect(await pointers("test_states_server_nested", { a: true, b: true })).toEqual([
      "/data/attributes/data/page_1_target: page_1_target: [a and b] or c = required field is required.",
      "/data/attributes/data/page_2_target: page_2_target: [a and b] or c = required field is required.",
    ]);
  });
});
