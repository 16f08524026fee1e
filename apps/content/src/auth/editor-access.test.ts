import { describe, expect, it } from "vitest";
import type { SessionWithAccount } from "../db/editor-session-store.ts";
import { refusalOf } from "./editor-access.ts";

const now = Date.parse("2026-05-01T12:00:00Z");
const live: SessionWithAccount = { sid: "s", uid: 3, expiresAt: new Date(now + 60_000), endedAt: null, logoutToken: "t",
  name: "jane", roles: ["editor"], blocked: false };

describe("refusalOf", () => {
  it("accepts a live session of the token's account", () => {
    expect(refusalOf(live, 3, now)).toBeNull();
    // Roles are not its concern: an account without an editorial role is signed in, only refused preview.
    expect(refusalOf({ ...live, roles: [] }, 3, now)).toBeNull();
  });

  it("refuses a missing, foreign, ended or expired session and a blocked account", () => {
    expect(refusalOf(undefined, 3, now)).toBe("no session");
    expect(refusalOf(live, 4, now)).toBe("other account");
    expect(refusalOf({ ...live, endedAt: new Date(now - 1) }, 3, now)).toBe("session ended");
    expect(refusalOf({ ...live, expiresAt: new Date(now) }, 3, now)).toBe("session expired");
    expect(refusalOf({ ...live, blocked: true }, 3, now)).toBe("blocked");
  });
});
