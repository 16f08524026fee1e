/* The genuine Drupal and Tide definitions (packages/webform/fixtures/genuine/) through the site's mapping: Tide's
 * content rating reveals its comments and submit button on either answer, Drupal's contact form shows no token. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { evaluateForm, scanTokens, webformFromDrupalConfig } from "@yu/webform-rules";
import { confirmationWithAnswers } from "./definition-tokens";
import { initialModel, mapWebform, statefulFields } from "./element-mapping";

function genuine(file: string): Record<string, unknown> {
  const text = readFileSync(new URL(`../../../../../packages/webform/fixtures/genuine/${file}`, import.meta.url), "utf8");
  const read = webformFromDrupalConfig(parse(text), (source) => parse(source));
  if ("error" in read) throw new Error(read.error);
  return { drupal_internal__id: read.id, ...read.attributes };
}

/** Every text in a value, for looking for raw tokens. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}
const rawTokens = (value: unknown) => texts(value).flatMap((text) => scanTokens(text).map((t) => t.raw));

function recorder() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
}

const page = { pageUrl: "https://www.yu.edu.au/contact-us/drupal-contact", pageTitle: "Write to us", siteName: "Yarra University", siteUrl: "https://www.yu.edu.au" };

describe("Tide's content-rating form, mapped", () => {
  const { warnings, warn } = recorder();
  const schema = mapWebform(genuine("tide-webform/webform.webform.tide_webform_content_rating.yml"), warn, {}, page);
  if (schema === null) throw new Error("not mapped");
  const shown = (answer: string | null) => {
    const states = evaluateForm(statefulFields(schema.elements), { ...schema.model, was_this_page_helpful: answer }, warn);
    return ["comments", "reset", "actions"].map((name) => states[name]?.visible);
  };

  it("maps every element and asks 'Was this page helpful?' with Yes and No", () => {
    expect(schema.elements.map((el) => [el.name, el.kind])).toEqual([["url", "hidden"], ["was_this_page_helpful", "radios"], ["comments", "textarea"], ["reset", "markup"], ["actions", "actions"]]);
    const radios = schema.elements[1];
    expect(radios?.kind === "radios" && [radios.label, radios.options.map((o) => o.value)]).toEqual(["Was this page helpful?", ["Yes", "No"]]);
    expect(schema.settings.messages.success).toBe("Thank you, your feedback is valuable to us.");
  });
  it("hides the comments, the cancel link and the submit button until an answer, then shows them for Yes and for No", () => {
    expect(shown(null)).toEqual([false, false, false]);
    expect(shown("Yes")).toEqual([true, true, true]);
    expect(shown("No")).toEqual([true, true, true]);
    expect(warnings).toEqual([]);
  });
});

describe("Drupal Webform's contact form, mapped", () => {
  const { warnings, warn } = recorder();
  const raw = genuine("drupal-webform/webform.webform.contact.yml");
  const schema = mapWebform(raw, warn, {}, page);
  if (schema === null) throw new Error("not mapped");

  it("starts with the visitor's name and e-mail empty: the site keeps no user profile", () => {
    expect(rawTokens(raw.elements)).toEqual(["[webform-authenticated-user:display-name]", "[webform-authenticated-user:mail]", "[site:name]"]);
    expect(initialModel(schema.elements)).toMatchObject({ name: null, email: null });
  });
  it("holds no raw token anywhere, and warns about none", () => {
    expect(rawTokens(schema)).toEqual([]);
    expect(warnings).toEqual([]);
  });
  it("sends to the home page with Drupal's confirmation", () => {
    expect(schema.settings).toMatchObject({ redirectUrl: "/", messages: { success: "Your message has been sent." } });
  });
});

describe("tokens in a definition", () => {
  const form = (elements: Record<string, unknown>, settings: Record<string, unknown> = {}) => ({ drupal_internal__id: "feedback", title: "Feedback", elements, settings });

  it("fills the page's address and title, the site's and the form's names, in defaults, descriptions, markup and hidden values", () => {
    const schema = mapWebform(form({
      where: { "#type": "hidden", "#default_value": "[current-page:url]" },
      topic: { "#type": "textfield", "#title": "About [current-page:title]", "#description": "Sent to [site:name]" },
      intro: { "#type": "webform_markup", "#markup": "<p>[webform:title] for <em>[current-page:title]</em></p>" },
    }), () => {}, {}, { ...page, pageTitle: "Fees & loans" });
    expect(schema?.model.where).toBe("https://www.yu.edu.au/contact-us/drupal-contact");
    expect(schema?.elements[1]).toMatchObject({ label: "About Fees & loans", hint: "Sent to Yarra University" });
    expect(schema?.elements[2]).toMatchObject({ html: "<p>Feedback for <em>Fees &#38; loans</em></p>" });
  });
  it("leaves #states rules and #pattern alone: they are not text", () => {
    const states = { visible: { ':input[name="a"]': { value: { pattern: "[x:y]" } } } };
    const schema = mapWebform(form({ a: { "#type": "textfield", "#title": "A" }, b: { "#type": "textfield", "#title": "B", "#states": states } }), () => {});
    expect(schema?.elements[1]?.states).toEqual(states);
  });
  it("removes unknown tokens with one warning line for the form", () => {
    const { warnings, warn } = recorder();
    const schema = mapWebform(form({
      a: { "#type": "textfield", "#title": "A", "#default_value": "[node:nid]" },
      b: { "#type": "textfield", "#title": "B[webform_submission:sid]", "#description": "[node:nid]" },
    }), warn);
    expect(schema?.model.a).toBeNull();
    expect(schema?.elements[1]).toMatchObject({ label: "B", hint: null });
    expect(warnings).toEqual(['Webform "feedback": unknown tokens removed: [node:nid], [webform_submission:sid]']);
  });
  it("keeps the submitted values of a confirmation message for the browser to fill once the answers are sent", () => {
    const schema = mapWebform(form({}, { confirmation_type: "inline", confirmation_message: "Thanks [webform_submission:values:name], [site:name] will reply[node:nid]." }), () => {}, {}, page);
    const message = schema?.settings.messages.success ?? "";
    expect(message).toBe("Thanks [webform_submission:values:name], Yarra University will reply.");
    expect(confirmationWithAnswers(message, { name: "Jane" })).toBe("Thanks Jane, Yarra University will reply.");
    expect(confirmationWithAnswers(message, {})).toBe("Thanks , Yarra University will reply.");
  });
});
