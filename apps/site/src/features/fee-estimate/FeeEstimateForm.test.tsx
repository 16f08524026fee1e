// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { FeeLine } from "@/mapping/course/fees";
import { earlyChoice, FeeEstimateForm, type FeeEstimateFormProps } from "./FeeEstimateForm.client";

const LINES: FeeLine[] = [
  { kind: "csp", label: "Commonwealth supported place", annual: 9000, total: 27000 },
  { kind: "full-fee", label: "Full-fee place", annual: 30000, total: 90000 },
];
const PROPS: FeeEstimateFormProps = { action: "/course-discovery/fee-estimate", courseCode: "BBUS", audience: "domestic", lines: LINES, durationYears: 3, feeYear: 2026 };

let root: Root | null = null;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** The server's form in the page, what the visitor does before scripts run, then the form hydrated. */
function hydrateAfter(before: (form: HTMLFormElement) => void): HTMLFormElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<FeeEstimateForm {...PROPS} />);
  document.body.append(container);
  const form = container.querySelector("form")!;
  before(form);
  act(() => {
    root = hydrateRoot(container, <FeeEstimateForm {...PROPS} />);
  });
  return form;
}

const figure = (form: HTMLFormElement) => form.querySelector(".fee-estimate__figure")?.textContent;

describe("FeeEstimateForm", () => {
  it("works out the estimate for a choice made before the page's scripts ran, as they arrive", () => {
    const untouched = hydrateAfter(() => undefined);
    const first = figure(untouched);
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";

    const form = hydrateAfter((f) => {
      f.querySelector<HTMLInputElement>('input[name="place"][value="full-fee"]')!.checked = true;
      f.querySelector<HTMLInputElement>('input[name="load"][value="part-time"]')!.checked = true;
    });
    expect(figure(form)).not.toBe(first);
    expect(figure(form)).toContain("$15,000");
    expect(form.querySelector<HTMLInputElement>('input[name="load"][value="part-time"]')!.checked).toBe(true);
    expect(form.querySelector('[aria-live="polite"]')?.textContent).not.toBe("");
  });

  it("changes nothing as it is hydrated when nothing was chosen", () => {
    const form = hydrateAfter(() => undefined);
    expect(figure(form)).toContain("$9,000");
    expect(form.querySelector('[aria-live="polite"]')?.textContent).toBe("");
  });
});

describe("earlyChoice", () => {
  const data = (entries: [string, string][]) => {
    const d = new FormData();
    for (const [k, v] of entries) d.append(k, v);
    return d;
  };
  it("is what the form says, where it differs from the estimate shown", () => {
    expect(earlyChoice(data([["place", "csp"], ["load", "full-time"]]), "csp", "full-time")).toBeNull();
    expect(earlyChoice(data([["place", "full-fee"], ["load", "full-time"]]), "csp", "full-time")).toEqual({ place: "full-fee" });
    expect(earlyChoice(data([["place", "csp"], ["load", "part-time"]]), "csp", "full-time")).toEqual({ load: "part-time" });
    expect(earlyChoice(data([["load", "sometimes"]]), "csp", "full-time")).toBeNull();
  });
});
