import { describe, expect, it } from "vitest";
import { parsePreviewPath, previewResourceVersion } from "./preview";

const uuid = "0f6e5a1c-3b2d-4c8e-9a7f-1234567890ab";
const none = new URLSearchParams();

describe("parsePreviewPath", () => {
  it("reads bundle, uuid, latest and section", () => {
    expect(parsePreviewPath(`/preview/landing_page/${uuid}/latest`, new URLSearchParams("section=102"))).toEqual(
      { kind: "preview", bundle: "landing_page", uuid, revision: "latest", section: "102" });
  });

  it("reads a numeric revision id, without section", () => {
    expect(parsePreviewPath(`/preview/page/${uuid}/123`, none)).toEqual(
      { kind: "preview", bundle: "page", uuid, revision: 123, section: null });
  });

  it("lower-cases an upper-case uuid", () => {
    expect(parsePreviewPath(`/preview/page/${uuid.toUpperCase()}/latest`, none)?.uuid).toBe(uuid);
  });

  it.each(["", "abc", "-1", "1a", " 102", "10 2"])("drops a section that is not digits (%j)", (section) => {
    expect(parsePreviewPath(`/preview/page/${uuid}/latest`, new URLSearchParams({ section }))?.section).toBeNull();
  });

  it.each([
    ["not a uuid", "/preview/page/not-a-uuid/latest"],
    ["a uuid without dashes", `/preview/page/${uuid.replaceAll("-", "")}/latest`],
    ["a bad bundle", `/preview/Landing-Page/${uuid}/latest`],
    ["a zero revision", `/preview/page/${uuid}/0`],
    ["a negative revision", `/preview/page/${uuid}/-5`],
    ["a fractional revision", `/preview/page/${uuid}/1.5`],
    ["a leading zero", `/preview/page/${uuid}/012`],
    ["an unsafe integer", `/preview/page/${uuid}/99999999999999999`],
    ["another word", `/preview/page/${uuid}/current`],
    ["too few segments", `/preview/page/${uuid}`],
    ["too many segments", `/preview/page/${uuid}/latest/extra`],
    ["another root", `/previews/page/${uuid}/latest`],
  ])("is null for %s", (_label, path) => {
    expect(parsePreviewPath(path, none)).toBeNull();
  });
});

describe("previewResourceVersion", () => {
  it("asks for the working copy for latest and a revision id otherwise", () => {
    expect(previewResourceVersion("latest")).toBe("rel:working-copy");
    expect(previewResourceVersion(123)).toBe("id:123");
  });
});
