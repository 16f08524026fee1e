import { describe, expect, it } from "vitest";
import { parseCredentials } from "./credentials.ts";

describe("parseCredentials", () => {
  it("reads name and pass from a JSON object", () => {
    expect(parseCredentials('{"name":"jane","pass":"secret words","extra":1}')).toEqual({ name: "jane", pass: "secret words" });
  });

  it("answers null for anything else", () => {
    for (const raw of [undefined, "", "null", "[]", '"x"', "{", '{"name":"jane"}', '{"pass":"x"}', '{"name":"","pass":"x"}',
      '{"name":"jane","pass":""}', '{"name":1,"pass":"x"}', '{"name":"jane","pass":["x"]}', { name: "jane", pass: "x" }]) {
      expect(parseCredentials(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});
