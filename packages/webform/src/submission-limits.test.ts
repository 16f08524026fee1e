import { describe, expect, it } from "vitest";
import { megabytes, uploadLimitBytes, UPLOAD_MAX_BYTES } from "./submission-limits.ts";

describe("uploadLimitBytes", () => {
  it("is the service's ceiling when the element sets none", () => {
    expect(uploadLimitBytes(null)).toBe(UPLOAD_MAX_BYTES);
    expect(uploadLimitBytes(0)).toBe(UPLOAD_MAX_BYTES);
  });
  it("lets an element ask for less, never more", () => {
    expect(uploadLimitBytes(2)).toBe(2 * 1024 * 1024);
    expect(uploadLimitBytes(50)).toBe(UPLOAD_MAX_BYTES);
  });
});

describe("megabytes", () => {
  it("reads whole and fractional limits", () => {
    expect(megabytes(UPLOAD_MAX_BYTES)).toBe("5 MB");
    expect(megabytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });
});
