import { describe, expect, it } from "vitest";
import { LOGIN_REASONS } from "@/routing/login-path";
import { failureReason, LOGIN_FAILED, loginNotice } from "./login-notice";

describe("loginNotice", () => {
  it("has a notice for every reason, failures headed with the spec's words", () => {
    for (const reason of LOGIN_REASONS) expect(loginNotice(reason)?.message).toBeTruthy();
    expect(loginNotice("unrecognized")).toMatchObject({ tone: "error", heading: LOGIN_FAILED, message: "Sorry, unrecognized username or password." });
    expect(loginNotice("expired")?.tone).toBe("warning");
  });
  it("ignores missing and unknown reasons", () => {
    expect(loginNotice(null)).toBeNull();
    expect(loginNotice("<script>")).toBeNull();
    expect(loginNotice("toString")).toBeNull();
  });
});

describe("failureReason", () => {
  it.each([
    [400, "Sorry, unrecognized username or password.", "unrecognized"],
    [400, undefined, "unrecognized"],
    [400, "The user has not been activated or is blocked.", "blocked"],
    [429, "Too many failed login attempts. Try again later.", "too-many"],
    [403, "Too many failed login attempts from your IP address. This IP address is temporarily blocked.", "too-many"],
    [500, "boom", "unavailable"],
    [502, undefined, "unavailable"],
    [504, "timeout", "unavailable"],
  ] as const)("%i %s → %s", (status, message, reason) => {
    expect(failureReason(status, message)).toBe(reason);
  });
});
