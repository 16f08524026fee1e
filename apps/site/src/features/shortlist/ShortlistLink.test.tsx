import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Icon } from "@/components/icons/Icon";
import { ShortlistLink } from "./ShortlistLink.client";

vi.mock("next/navigation", () => ({ usePathname: () => "/about-yu" }));

describe("ShortlistLink", () => {
  it("is a site link to the shortlist with the icon it is given from the server", () => {
    expect(renderToStaticMarkup(<ShortlistLink />)).toBe(
      `<a href="/course-discovery/shortlist" data-router-link="" class="header-button shortlist-link">${renderToStaticMarkup(<Icon name="bookmark" />)}<span>Shortlist</span></a>`,
    );
  });
});
