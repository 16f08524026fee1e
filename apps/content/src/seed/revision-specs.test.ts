import { describe, expect, it } from "vitest";
import { checkRevisionTimes, readOlderRevisions, readWorkingCopy, workingCopyChanged } from "./revision-specs.ts";

describe("revision specs", () => {
  it("read older revisions with their changed time (as a Drupal timestamp) and log", () => {
    const problems: string[] = [];
    expect(readOlderRevisions([{ attributes: { title: "First" }, changed: "2026-01-10T09:00:00+11:00", log: "First published version" }],
      "x", problems)).toEqual([{ attributes: { title: "First" }, relationships: undefined, changed: "2026-01-09T22:00:00+00:00",
      log: "First published version" }]);
    expect(problems).toEqual([]);
    expect(readOlderRevisions(undefined, "x", problems)).toEqual([]);
  });

  it("want changed and log on older revisions, and nothing unknown", () => {
    const problems: string[] = [];
    readOlderRevisions([{ attributes: [] }, { changed: "yesterday", log: " ", extra: 1 }, "text"], "r", problems);
    readOlderRevisions({ attributes: {} }, "s", problems);
    expect(problems).toEqual([
      "r: revisions[0]: attributes must be a mapping", "r: revisions[0]: changed must be an ISO date and time",
      "r: revisions[0]: log must be the revision log message", 'r: revisions[1]: unknown field "extra"',
      "r: revisions[1]: changed must be an ISO date and time", "r: revisions[1]: log must be the revision log message",
      "r: revisions[2] must be a mapping with attributes, changed and log (and relationships)",
      "s: revisions must be a list of older revisions, oldest first",
    ]);
  });

  it("read a working copy whose changed and log are optional; by default it is changed a minute after the published one", () => {
    const problems: string[] = [];
    const spec = readWorkingCopy({ attributes: { title: "Draft" } }, "w", problems);
    expect(spec).toEqual({ attributes: { title: "Draft" }, relationships: undefined, changed: null, log: null });
    expect(workingCopyChanged(spec ?? { attributes: {}, relationships: undefined, changed: null, log: null }, "2026-03-02T00:00:00+00:00"))
      .toBe("2026-03-02T00:01:00+00:00");
    expect(readWorkingCopy({ attributes: {}, log: "Tidied", changed: "2026-03-03T00:00:00Z" }, "w", problems))
      .toMatchObject({ log: "Tidied", changed: "2026-03-03T00:00:00+00:00" });
    readWorkingCopy({ attributes: { title: "x" }, state: "draft" }, "w", problems);
    expect(problems).toEqual(['w: working_copy: unknown field "state"']);
  });

  it("check that revisions were changed in order", () => {
    const spec = (changed: string) => ({ attributes: {}, relationships: undefined, changed, log: "l" });
    const problems: string[] = [];
    checkRevisionTimes([spec("2026-01-01T00:00:00+00:00"), spec("2026-02-01T00:00:00+00:00")], "2026-03-01T00:00:00+00:00",
      "2026-03-01T00:01:00+00:00", "n", problems);
    expect(problems).toEqual([]);
    checkRevisionTimes([spec("2026-02-01T00:00:00+00:00"), spec("2026-01-01T00:00:00+00:00")], "2025-12-15T00:00:00+00:00",
      "2025-12-15T00:00:00+00:00", "n", problems);
    expect(problems).toEqual(["n: revisions[0] must be changed before revisions[1]", "n: revisions[1] must be changed before the published revision",
      "n: working_copy must be changed after the published revision"]);
  });
});
