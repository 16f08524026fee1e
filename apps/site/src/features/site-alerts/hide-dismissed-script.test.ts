import { describe, expect, it } from "vitest";
import { DISMISSED_ALERTS_KEY } from "./dismissed-alerts";
import { hideDismissedAlertsScript } from "./hide-dismissed-script";

/** Runs the inline script against a fake document and storage; returns the stylesheets it added. */
function run(stored: string | null, { storageThrows = false } = {}): string[] {
  const added: string[] = [];
  const element = { textContent: "" };
  const document = { createElement: () => element, head: { appendChild: (e: typeof element) => added.push(e.textContent) } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return key === DISMISSED_ALERTS_KEY ? stored : null;
    },
  };
  // Real CSS.escape semantics for the characters that matter here.
  const CSS = { escape: (s: string) => s.replace(/["\\]/g, "\\$&") };
  new Function("document", "localStorage", "CSS", hideDismissedAlertsScript())(document, localStorage, CSS);
  return added;
}

describe("inline script hiding closed alerts before hydration", () => {
  it("hides every closed alert by its id", () => {
    expect(run('["a1","b\\"2"]')).toEqual(['[data-site-alert="a1"],[data-site-alert="b\\"2"]{display:none!important}']);
  });
  it("adds nothing when none are closed, the value is malformed or storage is unavailable", () => {
    expect(run(null)).toEqual([]);
    expect(run("[]")).toEqual([]);
    expect(run("{oops")).toEqual([]);
    expect(run('{"a":1}')).toEqual([]);
    expect(run('["a"]', { storageThrows: true })).toEqual([]);
  });
});
