// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { firstChangedControl } from "./changed-controls";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

const FILTERS = '<select name="sort"><option value="">Relevance</option><option value="title">A to Z</option></select>' +
  '<input type="radio" name="status" value="" checked><input type="radio" name="status" value="closed">' +
  '<input type="checkbox" name="f.Level|level" value="Undergraduate" checked><input type="checkbox" name="f.Level|level" value="Postgraduate">' +
  '<input type="search" name="query" value="nursing"><input type="hidden" name="tab" value="courses">';

describe("firstChangedControl", () => {
  it("finds nothing in a form as the server rendered it, whatever is typed in its text boxes", () => {
    const f = form(FILTERS);
    (f.elements.namedItem("query") as HTMLInputElement).value = "midwifery";
    expect(firstChangedControl(f)).toBeNull();
  });

  it("finds a box ticked or unticked since", () => {
    const f = form(FILTERS);
    const postgraduate = f.querySelector<HTMLInputElement>('[value="Postgraduate"]')!;
    postgraduate.checked = true;
    expect(firstChangedControl(f)).toBe(postgraduate);
    postgraduate.checked = false;
    const undergraduate = f.querySelector<HTMLInputElement>('[value="Undergraduate"]')!;
    undergraduate.checked = false;
    expect(firstChangedControl(f)).toBe(undergraduate);
  });

  it("finds a choice changed since, and a sort, but not a list's first option chosen by default", () => {
    const f = form(FILTERS);
    f.querySelector<HTMLInputElement>('[name="status"][value="closed"]')!.checked = true;
    expect(firstChangedControl(f)?.getAttribute("name")).toBe("status");

    const sorted = form(FILTERS);
    const sort = sorted.querySelector("select")!;
    sort.value = "title";
    expect(firstChangedControl(sorted)).toBe(sort);

    const chosen = form('<select name="sort"><option value="">Relevance</option><option value="title" selected>A to Z</option></select>');
    expect(firstChangedControl(chosen)).toBeNull();
    chosen.querySelector("select")!.value = "";
    expect(firstChangedControl(chosen)?.getAttribute("name")).toBe("sort");
  });
});
