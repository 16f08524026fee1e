import { describe, expect, it } from "vitest";
import { acceptAttribute, uploadHint, uploadProblem } from "./upload-check";

const field = { allowedTypes: ["pdf", "png", "jpg"], maxSizeMb: 2 };
const MB = 1024 * 1024;

describe("upload checks", () => {
  it("show the allowed types and the limit, never above the service's 5 MB", () => {
    expect(uploadHint(field)).toBe("Allowed types: PDF, PNG, JPG. Up to 2 MB.");
    expect(uploadHint({ allowedTypes: [], maxSizeMb: 50 })).toBe("Up to 5 MB.");
    expect(uploadHint({ allowedTypes: [], maxSizeMb: null })).toBe("Up to 5 MB.");
    expect(acceptAttribute(field)).toBe(".pdf,.png,.jpg");
    expect(acceptAttribute({ allowedTypes: [] })).toBeUndefined();
  });
  it("refuse a wrong extension, an empty file and one over the limit", () => {
    expect(uploadProblem({ name: "card.PDF", size: MB }, field)).toBeNull();
    expect(uploadProblem({ name: "card.exe", size: MB }, field)).toBe("The file must be PDF, PNG, JPG.");
    expect(uploadProblem({ name: "noextension", size: MB }, field)).toBe("The file must be PDF, PNG, JPG.");
    expect(uploadProblem({ name: "card.png", size: 0 }, field)).toBe("The file is empty.");
    expect(uploadProblem({ name: "card.png", size: 2 * MB + 1 }, field)).toBe("The file is too large. The limit is 2 MB.");
  });
});
