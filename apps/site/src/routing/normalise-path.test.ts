import { describe, expect, it } from "vitest";
import { normalisePath, pathSegments } from "./normalise-path";

const ok = (path: string) => ({ ok: true, path });

describe("normalisePath", () => {
  it("keeps the root", () => {
    expect(normalisePath("/")).toEqual(ok("/"));
  });

  it("strips a trailing slash and collapses repeated slashes", () => {
    expect(normalisePath("/about-yu/")).toEqual(ok("/about-yu"));
    expect(normalisePath("//about-yu///news-events//")).toEqual(ok("/about-yu/news-events"));
    expect(normalisePath("///")).toEqual(ok("/"));
  });

  it("keeps case", () => {
    expect(normalisePath("/mockContent/ABC")).toEqual(ok("/mockContent/ABC"));
  });

  it("decodes percent-encoding", () => {
    expect(normalisePath("/caf%C3%A9/a%20b")).toEqual(ok("/café/a b"));
  });

  it("rejects malformed percent-encoding", () => {
    expect(normalisePath("/%E0%A4%A")).toEqual({ ok: false, reason: "malformed percent-encoding" });
    expect(normalisePath("/100%")).toMatchObject({ ok: false });
  });

  it("rejects control characters, raw or encoded", () => {
    expect(normalisePath("/a%00b")).toEqual({ ok: false, reason: "control character in path" });
    expect(normalisePath("/a\u0000b")).toMatchObject({ ok: false });
    expect(normalisePath("/%09/evil.example")).toMatchObject({ ok: false });
    expect(normalisePath("/a%0Ab")).toMatchObject({ ok: false });
    expect(normalisePath("/a%7Fb")).toMatchObject({ ok: false });
    expect(normalisePath("/a%C2%85b")).toMatchObject({ ok: false });
  });

  it("rejects dot segments, raw or encoded", () => {
    expect(normalisePath("/a/../b")).toEqual({ ok: false, reason: "dot segment in path" });
    expect(normalisePath("/a/./b")).toMatchObject({ ok: false });
    expect(normalisePath("/a/%2e%2e/b")).toMatchObject({ ok: false });
    expect(normalisePath("/..")).toMatchObject({ ok: false });
  });

  it("allows dots inside a segment", () => {
    expect(normalisePath("/a.b/...")).toEqual(ok("/a.b/..."));
  });

  it("rejects backslashes, raw or encoded", () => {
    expect(normalisePath("/a\\b")).toEqual({ ok: false, reason: "backslash in path" });
    expect(normalisePath("/a%5Cb")).toEqual({ ok: false, reason: "backslash in path" });
  });

  it("rejects encoded slashes", () => {
    expect(normalisePath("/a%2Fb")).toEqual({ ok: false, reason: "encoded slash in path" });
  });

  it("rejects paths that are not absolute", () => {
    expect(normalisePath("")).toMatchObject({ ok: false });
    expect(normalisePath("about-yu")).toMatchObject({ ok: false });
  });

  it("accepts a path of 2,048 characters and rejects one longer", () => {
    const segment = "a".repeat(200);
    const base = Array.from({ length: 10 }, () => segment).join("/"); // 2,009 characters
    const at2048 = `/${base}/${"b".repeat(2048 - base.length - 2)}`;
    expect(at2048).toHaveLength(2048);
    expect(normalisePath(at2048)).toEqual(ok(at2048));
    expect(normalisePath(`${at2048}b`)).toEqual({ ok: false, reason: "path too long" });
  });

  it("counts decoded characters, and refuses huge raw input before decoding", () => {
    const encoded = `/${"%C3%A9".repeat(200)}`;
    expect(normalisePath(encoded)).toEqual(ok(`/${"é".repeat(200)}`));
    expect(normalisePath(`/${"a".repeat(30_000)}`)).toEqual({ ok: false, reason: "path too long" });
  });

  it("accepts a segment of 255 characters and rejects one of 256", () => {
    expect(normalisePath(`/${"a".repeat(255)}`)).toMatchObject({ ok: true });
    expect(normalisePath(`/${"a".repeat(256)}`)).toEqual({ ok: false, reason: "path segment too long" });
    expect(normalisePath(`/${"%41".repeat(256)}`)).toEqual({ ok: false, reason: "path segment too long" });
  });
});

describe("pathSegments", () => {
  it("splits a normalised path", () => {
    expect(pathSegments("/")).toEqual([]);
    expect(pathSegments("/a/b")).toEqual(["a", "b"]);
  });
});
