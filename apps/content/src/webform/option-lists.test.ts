import { describe, expect, it } from "vitest";
import type { ResourceRow } from "../db/resource-store.ts";
import { optionListsFor } from "./option-lists.ts";

const row = (id: string, options: unknown) => ({ attributes: { drupal_internal__id: id, options } }) as unknown as ResourceRow;

describe("optionListsFor", () => {
  it("reads only the lists the elements name, and none when they name none", async () => {
    const asked: string[] = [];
    const allOfType = async (type: string) => {
      asked.push(type);
      return [row("yu_campuses", "footscray-park: 'Footscray Park'\nsunshine: Sunshine"), row("other", "a: A")];
    };
    expect(await optionListsFor([{ a: "A" }, "x|X"], allOfType)).toEqual({});
    expect(asked).toEqual([]);
    expect(await optionListsFor(["yu_campuses", "yes_no"], allOfType)).toEqual({ yu_campuses: [["footscray-park", "Footscray Park"], ["sunshine", "Sunshine"]] });
    expect(asked).toEqual(["webform_options--webform_options"]);
  });
});
