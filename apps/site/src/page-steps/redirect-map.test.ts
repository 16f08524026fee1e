import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { buildRedirectMap, redirectKey } from "./redirect-map";

const redirect = (path: unknown, uri: unknown, status_code: unknown = 301): Resource => ({
  type: "redirect--redirect",
  id: String(Math.random()),
  attributes: { redirect_source: { path, query: [] }, redirect_redirect: { uri, title: "" }, status_code },
  relationships: {},
});

describe("redirect map", () => {
  it("keys paths with one leading slash, no trailing slash, lower case", () => {
    expect(redirectKey("study/")).toBe("/study");
    expect(redirectKey("/Apply")).toBe("/apply");
    expect(redirectKey("")).toBe("/");
  });

  it("keeps internal and external targets with their status codes", () => {
    const map = buildRedirectMap([
      redirect("study", "internal:/study-at-yu", 301),
      redirect("apply", "internal:/study-at-yu/how-to-apply", "302"),
      redirect("library", "https://library.yu.edu.au/", 302),
    ]);
    expect(map.get("/study")).toEqual({ target: "/study-at-yu", status: 301 });
    expect(map.get("/apply")).toEqual({ target: "/study-at-yu/how-to-apply", status: 302 });
    expect(map.get("/library")).toEqual({ target: "https://library.yu.edu.au/", status: 302 });
  });

  it("skips malformed entries, loops, the home page and protocol-relative targets", () => {
    const map = buildRedirectMap([
      redirect(null, "internal:/x"),
      redirect("a", 7),
      redirect("b", "internal:/c", 200),
      redirect("loop", "internal:/loop"),
      redirect("", "internal:/x"),
      redirect("evil", "internal://evil.example"),
      redirect("js", "javascript:alert(1)"),
    ]);
    expect(map.size).toBe(0);
  });
});
