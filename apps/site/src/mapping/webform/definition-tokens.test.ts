import { describe, expect, it } from "vitest";
import { confirmationHtmlWithAnswers, confirmationWithAnswers } from "./definition-tokens";

describe("confirmations filled with the answers sent", () => {
  const answers = { name: '<img src=x onerror="alert(1)">Ana & Co' };
  it("escapes each answer in the confirmation's HTML: it is the visitor's own text", () => {
    expect(confirmationHtmlWithAnswers("<p>Thanks, [webform_submission:values:name].</p>", answers))
      .toBe("<p>Thanks, &#60;img src=x onerror=&#34;alert(1)&#34;&#62;Ana &#38; Co.</p>");
  });
  it("leaves a text confirmation's answers as they are", () => {
    expect(confirmationWithAnswers("Thanks, [webform_submission:values:name].", { name: "Ana & Co" })).toBe("Thanks, Ana & Co.");
  });
});
