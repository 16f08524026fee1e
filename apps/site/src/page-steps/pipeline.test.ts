import { describe, expect, it } from "vitest";
import { DEFAULT_MIDDLEWARE, resolveSteps, runSteps, type ProxyState } from "./pipeline";

function state(path: string, opts: { token?: ProxyState["editorToken"]; requestId?: string } = {}): ProxyState {
  const requestHeaders = new Headers();
  if (opts.requestId) requestHeaders.set("x-request-id", opts.requestId);
  return {
    url: new URL(path, "http://localhost:3000"),
    productSlug: "yu",
    editorToken: opts.token ?? "none",
    requestHeaders,
    responseHeaders: new Headers(),
    newRequestId: () => "generated-id",
  };
}

const steps = () => {
  const r = resolveSteps(DEFAULT_MIDDLEWARE);
  if (!r.ok) throw new Error(r.message);
  return r.steps;
};

describe("configured page steps", () => {
  it("rejects an unknown middleware name with the spec's message", () => {
    expect(resolveSteps(["request-id", "bogus"])).toEqual({ ok: false, message: "Unknown middleware bogus" });
  });

  it("sends a visitor without an editor token from /preview/ to /login with the destination", () => {
    const s = state("/preview/landing_page/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/latest?section=102");
    expect(runSteps(steps(), s)).toEqual({
      kind: "redirect",
      location: "/login?destination=%2Fpreview%2Flanding_page%2F0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e%2Flatest%3Fsection%3D102",
      status: 307,
    });
  });

  it("says why when the editor's token has expired", () => {
    const s = state("/preview/page/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/latest", { token: "expired" });
    expect(runSteps(steps(), s)).toEqual({ kind: "redirect", location: "/login?destination=%2Fpreview%2Fpage%2F0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e%2Flatest&reason=expired", status: 307 });
  });

  it("keeps preview and sign-in answers out of caches and search engines, and nothing else", () => {
    for (const path of ["/preview/page/x/latest", "/login"]) {
      const s = state(path, { token: "valid" });
      runSteps(steps(), s);
      expect([s.responseHeaders.get("cache-control"), s.responseHeaders.get("x-robots-tag")], path).toEqual(["private, no-store", "noindex"]);
    }
    const s = state("/about-yu", { token: "valid" });
    runSteps(steps(), s);
    expect(s.responseHeaders.get("cache-control")).toBeNull();
  });

  it("keeps the style guide out of search engines but not out of caches", () => {
    const s = state("/mockContent");
    runSteps(steps(), s);
    expect([s.responseHeaders.get("cache-control"), s.responseHeaders.get("x-robots-tag")]).toEqual([null, "noindex"]);
    const other = state("/mockContent/more");
    runSteps(steps(), other);
    expect(other.responseHeaders.get("x-robots-tag")).toBeNull();
  });

  it("asks for a sign-in only at a real preview address; any other /preview/… goes on to be not found", () => {
    for (const path of ["/preview/page/x/latest", "/preview/page", "/preview/page/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/draft"]) {
      expect(runSteps(steps(), state(path)), path).toEqual({ kind: "next" });
    }
  });

  it("lets an editor with a valid token through to the preview", () => {
    expect(runSteps(steps(), state("/preview/page/x/latest", { token: "valid" }))).toEqual({ kind: "next" });
  });

  it("marks international course URLs and nothing else", () => {
    const intl = state("/courses/bachelor-of-nursing-hbns/international");
    runSteps(steps(), intl);
    expect(intl.requestHeaders.get("x-yu-audience")).toBe("international");
    const dom = state("/courses/bachelor-of-nursing-hbns");
    dom.requestHeaders.set("x-yu-audience", "international");
    runSteps(steps(), dom);
    expect(dom.requestHeaders.get("x-yu-audience")).toBeNull();
  });

  it("serves an international study-area URL from its cacheable path form", () => {
    expect(runSteps(steps(), state("/study-at-yu/courses/browse-study-areas/business/accounting?audience=international"))).toEqual({
      kind: "rewrite",
      path: "/study-at-yu/courses/browse-study-areas/business/accounting/international",
    });
    expect(runSteps(steps(), state("/study-at-yu/courses/browse-study-areas/business/accounting"))).toEqual({ kind: "next" });
  });

  it("keeps a well-formed incoming request id and replaces a malformed one", () => {
    const kept = state("/", { requestId: "abc-123" });
    runSteps(steps(), kept);
    expect(kept.responseHeaders.get("x-request-id")).toBe("abc-123");
    const replaced = state("/", { requestId: "bad id <script>" });
    runSteps(steps(), replaced);
    expect(replaced.requestHeaders.get("x-request-id")).toBe("generated-id");
  });
});
