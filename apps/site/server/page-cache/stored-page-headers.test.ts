import { describe, expect, it } from "vitest";
import { pageEtag } from "./page-etag.mjs";
import { addStoredPageHeaders } from "./stored-page-headers.mjs";
import { appPage } from "./testing/entries";

describe("a stored page's headers", () => {
  it("gain its content tags (section-cache-tags and xkey) and its ETag, in the page's own header object", () => {
    const page = appPage([]);
    const headers = page.headers;
    addStoredPageHeaders(page, ["_N_T_/news", "node:9", "yu:menus", "site:7"]);
    expect(page.headers).toBe(headers);
    expect(headers).toMatchObject({ "section-cache-tags": "node:9 site:7", xkey: "node:9 site:7", etag: pageEtag(page.html) });
  });

  it("gain no tag headers when the page has only implicit and internal tags, and no ETag without HTML", () => {
    const page = { ...appPage([]), html: "" };
    addStoredPageHeaders(page, ["_N_T_/x", "yu:menus"]);
    expect(page.headers).not.toHaveProperty("section-cache-tags");
    expect(page.headers).not.toHaveProperty("xkey");
    expect(page.headers).not.toHaveProperty("etag");
  });

  it("are made when the page has none", () => {
    const page: { kind: "APP_PAGE"; html: string; headers?: Record<string, string> } = { kind: "APP_PAGE", html: "<html></html>" };
    addStoredPageHeaders(page, ["node:1"]);
    expect(page.headers).toMatchObject({ xkey: "node:1" });
  });
});
