import { describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("are hashed with argon2id at the configured cost, salted, and verified", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "correct horse battery")).toBe(true);
    expect(await verifyPassword(first, "Correct horse battery")).toBe(false);
  });

  it("treat an unreadable hash as a mismatch, and make a dummy hash with the same parameters", async () => {
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(dummy, "")).toBe(false);
  });
});
