import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id.ts";

const withHeader = (value: string | string[] | undefined) => ({ headers: { "x-request-id": value } }) as unknown as IncomingMessage;

describe("requestIdFrom", () => {
  it("keeps a plain incoming id", () => {
    expect(requestIdFrom(withHeader("abc-123:x.y"))).toBe("abc-123:x.y");
  });

  it("replaces a missing, repeated or unsafe id with a fresh uuid", () => {
    for (const value of [undefined, ["a", "b"], "has space", "x".repeat(129), "line\nbreak"]) {
      expect(requestIdFrom(withHeader(value))).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
