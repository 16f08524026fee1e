import { describe, expect, it } from "vitest";
import { resolveFilePath } from "./safe-path.ts";

describe("resolveFilePath", () => {
  it("maps clean paths inside the root, decoding escapes", () => {
    expect(resolveFilePath("/srv/files", "catalogue/a.svg")).toBe("/srv/files/catalogue/a.svg");
    expect(resolveFilePath("/srv/files/", "news/my%20image.svg")).toBe("/srv/files/news/my image.svg");
  });

  it("refuses traversal, hidden files, encoded separators and malformed input", () => {
    for (const bad of ["../etc/passwd", "a/../../x", "%2e%2e/x", "a/%2e%2e/%2e%2e/x", "a%2fb", "a%5cb", "a\\b", ".env", "a/.git/config",
      "a//b", "", "a/", "%", "%E0%A4%A", "a%00b", "a\nb"]) {
      expect(resolveFilePath("/srv/files", bad), bad).toBeNull();
    }
  });
});
