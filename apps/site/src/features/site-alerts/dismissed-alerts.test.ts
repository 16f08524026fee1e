import { describe, expect, it } from "vitest";
import { MAX_REMEMBERED_ALERTS, parseDismissed, withDismissed } from "./dismissed-alerts";

describe("dismissed alerts", () => {
  it("reads the stored ids and treats anything malformed as none", () => {
    expect(parseDismissed('["a","b"]')).toEqual(["a", "b"]);
    expect(parseDismissed('["a",3,null,""]')).toEqual(["a"]);
    for (const raw of [null, undefined, "", "not json", '{"a":1}', "42"]) expect(parseDismissed(raw)).toEqual([]);
  });

  it("adds a closed id once, most recent last", () => {
    expect(withDismissed(null, "a")).toBe('["a"]');
    expect(withDismissed('["a","b"]', "a")).toBe('["b","a"]');
    expect(withDismissed("garbage", "c")).toBe('["c"]');
  });

  it("forgets the oldest ids beyond the limit", () => {
    let raw: string | null = null;
    for (let i = 0; i < MAX_REMEMBERED_ALERTS + 5; i++) raw = withDismissed(raw, `id-${i}`);
    const ids = parseDismissed(raw);
    expect(ids).toHaveLength(MAX_REMEMBERED_ALERTS);
    expect(ids[0]).toBe("id-5");
    expect(ids.at(-1)).toBe(`id-${MAX_REMEMBERED_ALERTS + 4}`);
  });
});
