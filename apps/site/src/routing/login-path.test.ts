import { describe, expect, it } from "vitest";
import { loginPagePath, loginReason } from "./login-path";

describe("loginPagePath", () => {
  it("adds the destination and the reason only when there are some", () => {
    expect(loginPagePath({})).toBe("/login");
    expect(loginPagePath({ destination: "/preview/page/x/latest?section=7", reason: "expired" }))
      .toBe("/login?destination=%2Fpreview%2Fpage%2Fx%2Flatest%3Fsection%3D7&reason=expired");
    expect(loginPagePath({ destination: null, reason: "refused" })).toBe("/login?reason=refused");
  });
});

describe("loginReason", () => {
  it("knows only its own reasons", () => {
    expect(loginReason("expired")).toBe("expired");
    expect(loginReason("constructor")).toBeNull();
    expect(loginReason(undefined)).toBeNull();
  });
});
