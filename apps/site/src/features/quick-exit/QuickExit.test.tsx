// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuickExit } from "./QuickExit";

const leaveSite = vi.fn();
vi.mock("./leave-site", () => ({ leaveSite: (...args: unknown[]) => leaveSite(...args) }));

afterEach(() => {
  cleanup();
  leaveSite.mockReset();
});

describe("QuickExit", () => {
  it("is a real link to the escape page, with its icon and words, before any script runs", () => {
    const html = renderToStaticMarkup(<QuickExit url="https://www.google.com/" />);
    expect(html).toMatch(/^<a class="quick-exit" href="https:\/\/www.google.com\/" rel="noreferrer" referrerPolicy="no-referrer"><svg width="20"/);
    expect(html).toMatch(/<\/svg>Quick exit<\/a>$/);
  });

  it("leaves the site at once when pressed, instead of following the link", () => {
    const view = render(<QuickExit url="https://www.google.com/" />);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    fireEvent(view.getByRole("link", { name: "Quick exit" }), click);
    expect(click.defaultPrevented).toBe(true);
    expect(leaveSite).toHaveBeenCalledWith("https://www.google.com/", window);
  });
});
