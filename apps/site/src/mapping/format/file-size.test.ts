import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("steps by 1024 with up to two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(2617)).toBe("2.56 KB");
    expect(formatFileSize(1536 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(5 * 1024 ** 3)).toBe("5 GB");
  });
  it("goes up to YB and no further", () => {
    expect(formatFileSize(1024 ** 8)).toBe("1 YB");
    expect(formatFileSize(2048 * 1024 ** 8)).toBe("2048 YB");
  });
  it("reads Drupal's string sizes and refuses nonsense", () => {
    expect(formatFileSize("2465")).toBe("2.41 KB");
    expect(formatFileSize("abc")).toBeNull();
    expect(formatFileSize(-1)).toBeNull();
    expect(formatFileSize(null)).toBeNull();
  });
});
