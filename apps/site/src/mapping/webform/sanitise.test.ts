import { describe, expect, it } from "vitest";
import { mapWebform } from "./element-mapping";
import { allElements } from "./element-tree";
import { sanitisedWebform } from "./sanitise";

describe("sanitisedWebform", () => {
  const schema = mapWebform({
    drupal_internal__id: "f",
    elements: {
      top: { "#markup": "<p>Top<script>alert(1)</script></p>" },
      box: {
        "#type": "fieldset", "#title": "Box",
        deep: { "#type": "details", "#title": "Deep", inner: { "#type": "webform_markup", "#markup": '<p onclick="x()">Inner</p><img src="javascript:x">' } },
        privacy: { "#type": "webform_privacy_statement", "#privacy_statement_content": "<p>Privacy<iframe src=x></iframe></p>" },
      },
    },
    settings: { confirmation_type: "inline", confirmation_message: '<p>Thanks, [webform_submission:values:name]!<script>steal()</script></p><a href="javascript:x">x</a>' },
  }, () => {});
  if (schema === null) throw new Error("not mapped");
  const clean = sanitisedWebform(schema);
  const html = allElements(clean.elements).flatMap((el) => (el.kind === "markup" ? [el.html] : el.kind === "privacy-statement" ? [el.content ?? ""] : []));

  it("sanitises editor HTML at every depth of the tree", () => {
    expect(html).toEqual(["<p>Top</p>", "<p>Inner</p><img />", "<p>Privacy</p>"]);
  });
  it("sanitises the confirmation message and keeps its submission tokens for the browser", () => {
    expect(clean.settings.confirmation?.message).toBe("<p>Thanks, [webform_submission:values:name]!</p><a>x</a>");
  });
});
