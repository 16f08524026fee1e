import { describe, expect, it } from "vitest";
import { routeKind } from "./route-kind.ts";

describe("routeKind", () => {
  it("names each kind of request the service answers", () => {
    expect(routeKind("GET", "/health")).toBe("health");
    expect(routeKind("GET", "/ready")).toBe("health");
    expect(routeKind("GET", "/api/v1/route")).toBe("route-lookup");
    expect(routeKind("GET", "/site-api/v1/site/7")).toBe("site-data");
    expect(routeKind("GET", "/api/v1/redirect/redirect")).toBe("redirects");
    expect(routeKind("GET", "/api/v1/node/page/8f1c")).toBe("jsonapi");
    expect(routeKind("GET", "/api/v1/taxonomy_term/sites")).toBe("jsonapi");
    expect(routeKind("GET", "/s/search.json")).toBe("search");
    expect(routeKind("GET", "/s/suggest.json")).toBe("suggest");
    expect(routeKind("POST", "/api/v1/webform_submission/contact")).toBe("webform-submit");
    expect(routeKind("POST", "/api/v1/webform_submission/contact/upload")).toBe("webform-upload");
    expect(routeKind("GET", "/api/v1/webform_submission/contact/5b1e")).toBe("webform-read");
    expect(routeKind("POST", "/api/v1/user/login")).toBe("editor-auth");
    expect(routeKind("GET", "/jwt/token/")).toBe("editor-auth");
    expect(routeKind("POST", "/api/v1/editor/node/5b1e/publish")).toBe("publish");
    expect(routeKind("GET", "/sites/default/files/site/logo.svg")).toBe("files");
  });

  it("puts every other address, however made, in one kind", () => {
    for (const path of ["/", "/wp-admin", "/%00", "/healthz/../x", "/api", "/s/other.json"]) expect(routeKind("GET", path)).toBe("other");
    expect(routeKind("GET", "/healthz")).toBe("other");
  });
});
