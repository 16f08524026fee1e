import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8-bytes.mjs";

describe("a text's UTF-8 bytes", () => {
  it("are those of Buffer.from(text), for every text in turn, in one reused buffer", () => {
    const first = `${"Über uns – ".repeat(5_000)}😀`;
    expect(utf8Bytes(first).equals(Buffer.from(first, "utf8"))).toBe(true);
    const again = utf8Bytes(first);
    expect(again.equals(Buffer.from(first, "utf8"))).toBe(true);
    const second = "plain";
    expect(utf8Bytes(second).toString("utf8")).toBe("plain");
    expect(utf8Bytes(second).buffer).toBe(again.buffer);
    expect(utf8Bytes("").byteLength).toBe(0);
  });
});
