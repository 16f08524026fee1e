import { describe, expect, it } from "vitest";
import { CONTENT_UNAVAILABLE_DIGEST } from "../src/tide/outage.mjs";
import { errorPageFailure, errorViewFor, isDocumentRequest, mayBeErrorShell } from "./error-shell.mjs";

const shell = (payload: string) =>
  `<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div><script>self.__next_f.push([1,"${payload}"])</script></body></html>`;

describe("which requests the error-page adapter may rebuild", () => {
  it("takes whole-document GETs", () => {
    expect(isDocumentRequest({ method: "GET", url: "/about-yu", headers: { accept: "text/html" } })).toBe(true);
    expect(isDocumentRequest({ method: "GET", url: "/news?page=2", headers: {} })).toBe(true);
  });

  it("leaves the router's data requests, prefetches and other methods alone", () => {
    expect(isDocumentRequest({ method: "GET", url: "/about-yu", headers: { rsc: "1" } })).toBe(false);
    expect(isDocumentRequest({ method: "GET", url: "/about-yu?_rsc=abc", headers: {} })).toBe(false);
    expect(isDocumentRequest({ method: "GET", url: "/about-yu", headers: { "next-router-prefetch": "1" } })).toBe(false);
    expect(isDocumentRequest({ method: "HEAD", url: "/about-yu", headers: {} })).toBe(false);
    expect(isDocumentRequest({ method: "POST", url: "/api/webform/x", headers: {} })).toBe(false);
  });

  it("holds only error statuses with an HTML body", () => {
    expect(mayBeErrorShell(404, "text/html; charset=utf-8")).toBe(true);
    expect(mayBeErrorShell(500, "TEXT/HTML")).toBe(true);
    expect(mayBeErrorShell(200, "text/html; charset=utf-8")).toBe(false);
    expect(mayBeErrorShell(404, "application/json")).toBe(false);
    expect(mayBeErrorShell(500, undefined)).toBe(false);
  });
});

describe("the view an error answer stands for", () => {
  it("is the not-found view for a 404 shell", () => {
    expect(errorViewFor(shell("NEXT_HTTP_ERROR_FALLBACK;404"), 404)).toEqual({ variant: "not-found", status: 404 });
  });

  it("is the error view with 503 when the content service failed", () => {
    expect(errorViewFor(shell(`\\"digest\\":\\"${CONTENT_UNAVAILABLE_DIGEST};504\\"`), 500)).toEqual({ variant: "error", status: 503 });
  });

  it("is the error view with the answer's own status for any other failure", () => {
    expect(errorViewFor(shell(`\\"digest\\":\\"2841733\\"`), 500)).toEqual({ variant: "error", status: 500 });
  });

  it("is nothing for an HTML answer the site wrote on purpose", () => {
    expect(errorViewFor("<!doctype html><html lang=\"en\"><body><h1>This address is not valid</h1></body></html>", 400)).toBeNull();
    expect(errorViewFor("<!doctype html><html lang=\"en\"><body><h1>Too many requests</h1></body></html>", 429)).toBeNull();
  });
});

describe("the error-page failure page", () => {
  it("says what the spec says, with details and a link home, and escapes the details", () => {
    const html = errorPageFailure(503, "<script>alert(1)</script>");
    expect(html).toContain("An error occurred while showing the error page");
    expect(html).toContain('<a href="/">Go to the home page</a>');
    expect(html).toContain("503 &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });
});
