import { describe, expect, it } from "vitest";
import { parseAnswer } from "./raw-http.ts";
import { Tally } from "./tally.ts";

const ORIGIN = "http://localhost:3550";
const HEADERS = { "content-security-policy": "default-src 'self'", "x-content-type-options": "nosniff" };

describe("the probe's tally", () => {
  it("counts a Location off the answering origin, whatever its form, and nothing else", () => {
    const tally = new Tally();
    for (const location of ["/about-yu", "about-yu", "http://localhost:3550/x", "?q=1"]) {
      tally.answer("redirects", location, { status: 308, headers: { ...HEADERS, location }, body: "" }, ORIGIN);
    }
    expect(tally.total()).toBe(0);
    for (const location of ["http://evil.example/about-yu", "//evil.example/", "/\\evil.example", "https://localhost:3550/", "http://localhost:3551/"]) {
      tally.answer("redirects", location, { status: 302, headers: { ...HEADERS, location }, body: "" }, ORIGIN);
    }
    expect(tally.findings.get("off-site-redirect")).toHaveLength(5);
    expect(tally.requests.get("redirects")).toBe(9);
  });

  it("counts 5xx answers, leaks, missing security headers and failed checks, each under its kind", () => {
    const tally = new Tally();
    tally.answer("a", "500", { status: 500, headers: HEADERS, body: "" }, ORIGIN);
    tally.answer("a", "leak", { status: 400, headers: HEADERS, body: "at Object.handler (/work/app/src/x.ts:1:2)" }, ORIGIN);
    tally.answer("a", "bare 431", { status: 431, headers: {}, body: "" }, ORIGIN);
    tally.answer("a", "fine", { status: 200, headers: HEADERS, body: "<p>hello</p>" }, ORIGIN);
    tally.check("b", false, "locked out");
    tally.check("b", true, "signed in");
    expect(Object.fromEntries([...tally.findings].map(([kind, list]) => [kind, list.length])))
      .toEqual({ "server-error": 1, leak: 1, "missing-security-headers": 1, "failed-check": 1 });
    expect(tally.total()).toBe(4);
  });
});

describe("parseAnswer", () => {
  it("reads the status, lower-cased headers and the body of a raw answer", () => {
    const answer = parseAnswer("HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json\r\nX-A: b: c\r\n\r\n{\"x\":1}");
    expect(answer).toEqual({ status: 431, headers: { "content-type": "application/json", "x-a": "b: c" }, body: "{\"x\":1}" });
  });

  it("reads a connection closed without an answer as status 0", () => {
    expect(parseAnswer("")).toEqual({ status: 0, headers: {}, body: "" });
  });
});
