import { describe, expect, it } from "vitest";
import { escapeHtml, hasToken, isSubmissionValueToken, replaceTokens, replaceTokensDeep, scanTokens, tokenValue, unknownTokensWarning, type TokenContext } from "./tokens.ts";

const page: TokenContext = {
  pageUrl: "https://www.yu.edu.au/help/contact",
  pageTitle: "Contact the help desk",
  siteName: "Yarra University",
  siteUrl: "https://www.yu.edu.au",
  formTitle: "Contact",
  formId: "contact",
};
const token = (raw: string) => scanTokens(raw)[0] ?? { raw, type: "", name: "" };

describe("scanTokens: Drupal's token grammar", () => {
  it("reads type and chained name", () => {
    expect(scanTokens("From [site:name] about [webform_submission:values:email:raw].")).toEqual([
      { raw: "[site:name]", type: "site", name: "name" },
      { raw: "[webform_submission:values:email:raw]", type: "webform_submission", name: "values:email:raw" },
    ]);
  });
  it("is not fooled by brackets that are not tokens", () => {
    expect(scanTokens("[no colon] [ space:x] [a:] :input[name=\"a[b]\"]")).toEqual([]);
    expect(hasToken("a[b]")).toBe(false);
    expect(hasToken("[current-page:url]")).toBe(true);
  });
});

describe("tokenValue", () => {
  it.each([
    ["[current-page:url]", "https://www.yu.edu.au/help/contact"],
    ["[current-page:url:absolute]", "https://www.yu.edu.au/help/contact"],
    ["[current-page:url:path]", "/help/contact"],
    ["[current-page:title]", "Contact the help desk"],
    ["[site:name]", "Yarra University"],
    ["[site:url]", "https://www.yu.edu.au"],
    ["[webform:title]", "Contact"],
    ["[webform:id]", "contact"],
  ])("%s is known", (raw, value) => {
    expect(tokenValue(token(raw), page)).toBe(value);
  });
  it.each(["[webform-authenticated-user:display-name]", "[webform-authenticated-user:mail]", "[current-user:mail]", "[current-user:display-name]"])(
    "visitor token %s is empty (the site keeps no user profile)",
    (raw) => expect(tokenValue(token(raw), page)).toBe(""),
  );
  it("reads submitted values, with or without a print suffix; empty before a submission", () => {
    const values = { email: "jane@example.edu", topics: ["fees", "visas"], address: { locality: "Footscray" }, agree: true };
    const sent = { ...page, values };
    expect(tokenValue(token("[webform_submission:values:email]"), sent)).toBe("jane@example.edu");
    expect(tokenValue(token("[webform_submission:values:email:raw]"), sent)).toBe("jane@example.edu");
    expect(tokenValue(token("[webform_submission:values:topics]"), sent)).toBe("fees, visas");
    expect(tokenValue(token("[webform_submission:values:address:locality]"), sent)).toBe("Footscray");
    expect(tokenValue(token("[webform_submission:values:agree]"), sent)).toBe("Yes");
    expect(tokenValue(token("[webform_submission:values:nothing]"), sent)).toBe("");
    expect(tokenValue(token("[webform_submission:values:email]"), page)).toBe("");
  });
  it("knows a page token without a page as empty", () => {
    expect(tokenValue(token("[current-page:url]"), {})).toBe("");
    expect(tokenValue(token("[current-page:title]"), {})).toBe("");
  });
  it.each(["[node:title]", "[site:slogan]", "[current-page:query:x]", "[webform_submission:sid]", "[foo:bar]"])("%s is unknown", (raw) => {
    expect(tokenValue(token(raw), page)).toBeNull();
  });
});

describe("replaceTokens", () => {
  it("replaces known tokens and removes unknown ones, reporting them", () => {
    expect(replaceTokens("Testing [webform:title] from [site:name][node:nid].", page)).toEqual({ text: "Testing Contact from Yarra University.", unknown: ["[node:nid]"] });
  });
  it("escapes values for HTML when asked", () => {
    expect(replaceTokens("<p>[current-page:title]</p>", { pageTitle: "Fees & <b>loans</b>" }, escapeHtml).text).toBe("<p>Fees &#38; &#60;b&#62;loans&#60;/b&#62;</p>");
  });
  it("keeps the tokens asked for, for a later pass", () => {
    expect(replaceTokens("Thanks [webform_submission:values:name], from [site:name]", page, undefined, isSubmissionValueToken).text).toBe("Thanks [webform_submission:values:name], from Yarra University");
  });
  it("leaves text without tokens alone", () => {
    expect(replaceTokens(':input[name="a[b]"] costs $5 [sic]', page)).toEqual({ text: ':input[name="a[b]"] costs $5 [sic]', unknown: [] });
  });
});

describe("replaceTokensDeep", () => {
  it("walks objects and lists, escaping only strings that hold HTML, skipping keys asked for", () => {
    const unknown = new Set<string>();
    const out = replaceTokensDeep(
      { name: { "#default_value": "[webform-authenticated-user:display-name]", "#description": "<p>On [current-page:title]</p>" }, list: ["[x:y]", 3], keep: "[site:name]" },
      { ...page, pageTitle: "A & B" },
      unknown,
      (key) => key === "keep",
    );
    expect(out).toEqual({ name: { "#default_value": "", "#description": "<p>On A &#38; B</p>" }, list: ["", 3], keep: "[site:name]" });
    expect([...unknown]).toEqual(["[x:y]"]);
  });
});

describe("unknownTokensWarning", () => {
  it("gives one line for a form, none without unknown tokens", () => {
    expect(unknownTokensWarning("contact", new Set(["[a:b]", "[c:d]"]))).toBe('Webform "contact": unknown tokens removed: [a:b], [c:d]');
    expect(unknownTokensWarning("contact", new Set())).toBeNull();
  });
});
