import { describe, expect, it } from "vitest";
import { parseRevalidateRequest } from "./revalidate-request";

const secret = "0123456789abcdef0123";

describe("parseRevalidateRequest", () => {
  it("accepts the secret and de-duplicates tags", () => {
    expect(parseRevalidateRequest(`Bearer ${secret}`, { tags: ["node:1", "node:1", "site:7"] }, secret)).toEqual({ ok: true, tags: ["node:1", "site:7"] });
  });
  it("refuses a missing or wrong secret", () => {
    expect(parseRevalidateRequest(null, { tags: ["a"] }, secret)).toMatchObject({ ok: false, status: 401 });
    expect(parseRevalidateRequest("Bearer nope", { tags: ["a"] }, secret)).toMatchObject({ ok: false, status: 401 });
  });
  it("refuses bad tag lists with a clear message", () => {
    expect(parseRevalidateRequest(`Bearer ${secret}`, { tags: [] }, secret)).toMatchObject({ ok: false, status: 400 });
    expect(parseRevalidateRequest(`Bearer ${secret}`, { tags: ["<script>"] }, secret)).toMatchObject({ ok: false, status: 400 });
    expect(parseRevalidateRequest(`Bearer ${secret}`, null, secret)).toMatchObject({ ok: false, status: 400 });
  });
});
