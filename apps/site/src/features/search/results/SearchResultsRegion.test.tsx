// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchResultsRegion } from "./SearchResultsRegion.client";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.stubGlobal("CSS", { escape: (s: string) => s.replace(/["\\|]/g, "\\$&") });

let root: Root | null = null;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  push.mockReset();
});

const region = (searchKey = "k1", ticked = false) => (
  <SearchResultsRegion searchKey={searchKey} announcement="12 courses">
    <form action="/course-discovery" method="get" role="search" data-search-form="">
      <input type="search" name="query" defaultValue="nursing" aria-label="Search courses" />
    </form>
    <form action="/course-discovery" method="get" data-search-filters="">
      <input type="hidden" name="query" value="nursing" />
      <input type="checkbox" id="ug" name="f.Level|level" value="Undergraduate" aria-label="Undergraduate" />
      <input type="checkbox" id="pg" name="f.Level|level" value="Postgraduate" aria-label="Postgraduate" defaultChecked={ticked} />
    </form>
  </SearchResultsRegion>
);

/** The server's results page, what the visitor does before its scripts run, then the page hydrated. */
function hydrateAfter(before: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(region());
  document.body.append(container);
  before();
  act(() => {
    root = hydrateRoot(container, region());
  });
}

const box = (id: string) => document.getElementById(id) as HTMLInputElement;
const query = () => document.querySelector<HTMLInputElement>('input[type="search"]')!;

describe("SearchResultsRegion as the page is hydrated", () => {
  it("applies a filter ticked before the page's scripts ran, and keeps it ticked", () => {
    hydrateAfter(() => {
      box("pg").checked = true;
    });
    expect(box("pg").checked).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push.mock.calls[0]?.[0]).toBe("/course-discovery?query=nursing&f.Level%7Clevel=Postgraduate");
    // Its results arrive: the box is ticked by the server now, and focus is on it, as after a change made later.
    act(() => root?.render(region("k2", true)));
    expect(box("pg").checked).toBe(true);
    expect(document.activeElement).toBe(box("pg"));
  });

  it("keeps what was typed in the search box, and asks for nothing when no filter changed", () => {
    hydrateAfter(() => {
      query().value = "midwifery";
    });
    expect(query().value).toBe("midwifery");
    expect(push).not.toHaveBeenCalled();
  });
});
