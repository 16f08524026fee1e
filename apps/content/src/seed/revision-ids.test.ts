import { describe, expect, it } from "vitest";
import { IdAllocator } from "./id-allocator.ts";
import { allocateNodeRevisionIds } from "./revision-ids.ts";

describe("allocateNodeRevisionIds", () => {
  it("numbers older revisions, then the published one, then the working copy, consecutively per node", () => {
    const ids = new IdAllocator();
    expect(allocateNodeRevisionIds(ids, 0, false)).toEqual({ older: [], published: 1, workingCopy: null });
    expect(allocateNodeRevisionIds(ids, 2, true)).toEqual({ older: [2, 3], published: 4, workingCopy: 5 });
    expect(allocateNodeRevisionIds(ids, 0, true)).toEqual({ older: [], published: 6, workingCopy: 7 });
    expect(allocateNodeRevisionIds(ids, 1, false)).toEqual({ older: [8], published: 9, workingCopy: null });
  });
});
