import { describe, expect, it } from "vitest";
import type { LinkTarget } from "../check.ts";
import { check, pageOf } from "../testing/check-page.ts";
import { brokenInternalLink, redirectChain, redirectedLink } from "./internal-links.ts";

const html = `<h2>Getting help</h2>
<ul>
  <li><a href="/current-students/safer-community">Safer Community</a></li>
  <li><a href="/current-students/counselling">Counselling</a></li>
</ul>`;
const page = (links: LinkTarget[]) => pageOf(html, { links });

describe("broken-internal-link", () => {
  it.each([
    ["an unpublished page", "unpublished", /unpublished page/],
    ["a missing page", "missing", /does not exist/],
  ] as const)("finds a link to %s, at the link", (_, status, message) => {
    const found = check(brokenInternalLink, page([{ href: "/current-students/counselling", status }]));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ check: "broken-internal-link", severity: "error",
      where: { selector: "ul:nth-of-type(1) > li:nth-of-type(2) > a:nth-of-type(1)", excerpt: "Counselling" } });
    expect(found[0]?.message).toMatch(message);
  });

  it("names the address when the body has no such link (a paragraph's link field)", () => {
    expect(check(brokenInternalLink, page([{ href: "/old-page", status: "missing" }]))[0]?.where).toEqual({ excerpt: "/old-page" });
  });

  it("passes published pages and no links looked up", () => {
    expect(check(brokenInternalLink, page([{ href: "/current-students/counselling", status: "published" }]))).toEqual([]);
    expect(check(brokenInternalLink, pageOf(html))).toEqual([]);
  });
});

describe("redirect-chain and redirected-link", () => {
  it("finds a chain of two or more redirects as a warning", () => {
    const links: LinkTarget[] = [{ href: "/current-students/safer-community", status: "redirect", hops: 3 }];
    expect(check(redirectChain, page(links))).toEqual([expect.objectContaining({ severity: "warning", message: expect.stringMatching(/3 redirects/) as string })]);
    expect(check(redirectedLink, page(links))).toEqual([]);
  });

  it("finds one redirect as a tip", () => {
    const links: LinkTarget[] = [{ href: "/current-students/safer-community", status: "redirect", hops: 1 }];
    expect(check(redirectedLink, page(links))).toEqual([expect.objectContaining({ check: "redirected-link", severity: "tip" })]);
    expect(check(redirectChain, page(links))).toEqual([]);
  });

  it("passes links that arrive directly", () => {
    const links: LinkTarget[] = [{ href: "/current-students/safer-community", status: "published" }];
    expect([...check(redirectChain, page(links)), ...check(redirectedLink, page(links))]).toEqual([]);
  });
});
