import { describe, expect, it } from "vitest";
import { CONTENT_ENDPOINTS, contentEndpoint } from "./upstream-endpoint";

describe("contentEndpoint", () => {
  it.each([
    ["route", "route"],
    ["node/landing_page/7c1e0f0e-1f2a-4d8b-9c1b-0a1b2c3d4e5f", "node"],
    ["node/event?filter[x]=1&page[limit]=10", "node"],
    ["/api/v1/node/news/abc", "node"],
    ["menu_link_content/main", "menu"],
    ["taxonomy_term/topic/abc", "taxonomy"],
    ["taxonomy_term/sites/abc", "site"],
    ["/site-api/v1/site/4", "site"],
    ["/jwt/token/", "token"],
    ["user/login?_format=json", "user"],
    ["webform_submission/contact", "webform"],
    ["webform_submission/contact/upload", "upload"],
    ["block_content/vu_chat_block", "block"],
    ["media/image/abc", "media"],
    ["something_new/x", "other"],
    ["/elsewhere/entirely", "other"],
    ["", "other"],
  ])("%s is a %s call", (path, kind) => {
    expect(contentEndpoint(path)).toBe(kind);
  });

  it("never answers a kind outside its short list, whatever the path", () => {
    for (const path of ["../../etc", "node/%00", "/api/v1/", "?", "a".repeat(500), "route?path=/any/page/at/all"]) {
      expect(CONTENT_ENDPOINTS).toContain(contentEndpoint(path));
    }
  });
});
