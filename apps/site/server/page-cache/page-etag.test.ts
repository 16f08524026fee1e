import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageEtag } from "./page-etag.mjs";

describe("a stored page's ETag", () => {
  it("is weak, the SHA-1 of the page's UTF-8 bytes in base64url, as the HTTP cache and browsers hold it", () => {
    const html = "<!DOCTYPE html><html><body>Über uns – ✓</body></html>";
    expect(pageEtag(html)).toBe(`W/"${createHash("sha1").update(Buffer.from(html, "utf8")).digest("base64url")}"`);
    expect(pageEtag(html)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(pageEtag(`${html} `)).not.toBe(pageEtag(html));
  });
});
