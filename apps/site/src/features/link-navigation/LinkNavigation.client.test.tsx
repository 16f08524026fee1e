// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteLink } from "@/components/link/SiteLink";
import { LinkNavigation } from "./LinkNavigation.client";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  push.mockReset();
});

function page() {
  return render(
    <>
      <LinkNavigation />
      <SiteLink href="/study-at-yu">
        <span>Study</span>
      </SiteLink>
      <SiteLink href="https://elsewhere.example/">Elsewhere</SiteLink>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a rich-text link, which loads in full. */}
      <a href="/from-rich-text">Rich text</a>
    </>,
  );
}

/** Clicks like a person; true when the click was left to the browser (not prevented by the page). */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  // Last to see the click: records what the page did with it, then stops jsdom's own (unimplemented) navigation.
  const record = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", record);
  fireEvent.click(element, { button: 0, ...init });
  window.removeEventListener("click", record);
  return leftToBrowser;
}

describe("LinkNavigation", () => {
  it("follows a site link with the router, not a page load, wherever in the link the click lands", () => {
    const view = page();
    expect(click(view.getByText("Study"))).toBe(false);
    expect(push).toHaveBeenCalledWith("/study-at-yu");
  });

  it("leaves other sites, plain anchors and modified clicks to the browser", () => {
    const view = page();
    expect(click(view.getByText("Elsewhere"))).toBe(true);
    expect(click(view.getByText("Rich text"))).toBe(true);
    expect(click(view.getByText("Study"), { ctrlKey: true })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("stops following links once it is gone", () => {
    const view = page();
    const link = view.getByText("Study").closest("a") as HTMLAnchorElement;
    const target = document.body.appendChild(link.cloneNode(true) as HTMLAnchorElement);
    view.unmount();
    expect(click(target)).toBe(true);
    expect(push).not.toHaveBeenCalled();
    target.remove();
  });
});
