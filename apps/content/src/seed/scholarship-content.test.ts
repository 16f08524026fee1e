import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { loadSeedFiles } from "./load-files.ts";

// The demo scholarships in content/catalogue/scholarships (FIELDS.md "node--scholarship"): enough of them, in every
// state a visitor meets whenever the demo is seeded (dates are {{day:±Nd}} from the seed day), for every audience,
// level, equity group and kind of support.

interface SeedRecord {
  type: string;
  key: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

const list = (value: unknown): string[] => (value === null || value === undefined ? [] : Array.isArray(value) ? value as string[] : [value as string]);
/** The day offset of a `{{day:±Nd}}` date, null for no date. */
const offset = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const match = /^\{\{day:([+-]\d+)d\}\}$/.exec(String(value));
  if (match === null) throw new Error(`not a {{day:±Nd}} date: ${String(value)}`);
  return Number(match[1]);
};

type State = "closing soon" | "open" | "closed" | "always open" | "not yet open";

function stateOf(scholarship: SeedRecord): State {
  const open = offset(scholarship.attributes.field_scholarship_open_date);
  const close = offset(scholarship.attributes.field_scholarship_close_date);
  if (open !== null && open > 0) return "not yet open";
  if (close === null) return "always open";
  if (close < 0) return "closed";
  return close <= 14 ? "closing soon" : "open";
}

describe("the demo scholarships (content/catalogue/scholarships)", () => {
  let records: SeedRecord[] = [];
  let scholarships: SeedRecord[] = [];

  beforeAll(async () => {
    const { files, problems } = await loadSeedFiles(`${REPO_ROOT}/content`);
    expect(problems).toEqual([]);
    records = files.flatMap((file) => file.records as SeedRecord[]);
    scholarships = records.filter((record) => record.type === "node--scholarship");
  });

  it("has at least thirty, each at /scholarships/{key}", () => {
    expect(scholarships.length).toBeGreaterThanOrEqual(30);
    for (const scholarship of scholarships) {
      expect((scholarship as SeedRecord & { path?: string }).path).toBe(`/scholarships/${scholarship.key}`);
    }
  });

  it("has the contract's demo terms", () => {
    const names = (type: string) => records.filter((record) => record.type === type).map((record) => record.attributes.name);
    expect(names("taxonomy_term--scholarship_support")).toEqual(["Fee waiver", "Fee reduction", "Cash payment", "Accommodation",
      "Travel and placement", "Equipment and study costs"]);
    expect(names("taxonomy_term--equity_group")).toEqual(["First in family", "Regional and remote", "Aboriginal and Torres Strait Islander",
      "Disability or medical condition", "Financial hardship", "Refugee or asylum seeker background", "Women in STEM"]);
  });

  it("holds every state whenever it is seeded: closing within 14 days, open, closed, always open, not yet open", () => {
    const counts = new Map<State, number>();
    for (const scholarship of scholarships) counts.set(stateOf(scholarship), (counts.get(stateOf(scholarship)) ?? 0) + 1);
    expect(counts.get("closing soon")).toBeGreaterThanOrEqual(3);
    expect(counts.get("closed")).toBeGreaterThanOrEqual(3);
    expect(counts.get("always open")).toBeGreaterThanOrEqual(3);
    expect(counts.get("not yet open")).toBeGreaterThanOrEqual(1);
    expect(counts.get("open")).toBeGreaterThanOrEqual(3);
    for (const scholarship of scholarships) {
      const open = offset(scholarship.attributes.field_scholarship_open_date);
      const close = offset(scholarship.attributes.field_scholarship_close_date);
      if (open !== null && close !== null) expect(open, scholarship.key).toBeLessThan(close);
    }
  });

  it("covers every audience, level, equity group, kind of support and way of selection", () => {
    const related = (field: string) => new Set(scholarships.flatMap((s) => list(s.relationships[field]).map((ref) => ref.split(":")[1])));
    const attribute = (field: string) => new Set(scholarships.flatMap((s) => list(s.attributes[field])));
    expect(attribute("field_scholarship_audience")).toEqual(new Set(["domestic", "international"]));
    expect(scholarships.some((s) => list(s.attributes.field_scholarship_audience).length === 0)).toBe(true);
    expect(related("field_scholarship_study_level")).toEqual(new Set(["bachelor", "postgraduate", "tafe"]));
    expect(related("field_scholarship_equity_group").size).toBe(7);
    expect(related("field_scholarship_support").size).toBe(6);
    expect(attribute("field_scholarship_selection")).toEqual(new Set(["automatic", "application"]));
    expect(attribute("field_scholarship_frequency")).toEqual(new Set(["one_off", "per_year", "per_semester", "per_fortnight"]));
    expect(related("field_scholarship_courses")).toContain("bachelor-of-nursing");
    expect(related("field_scholarship_courses")).toContain("doctor-of-philosophy");
    expect(related("field_scholarship_webform").size).toBeGreaterThanOrEqual(1);
  });

  it("applies through a link or one of our web forms, and every value reads as money, a share or a thing", () => {
    for (const scholarship of scholarships) {
      const link = scholarship.attributes.field_scholarship_apply_link as { uri?: string } | null | undefined;
      const webform = scholarship.relationships.field_scholarship_webform;
      expect(link?.uri !== undefined || (webform !== null && webform !== undefined), scholarship.key).toBe(true);
      if (link?.uri !== undefined) expect(link.uri, scholarship.key).toMatch(/^(internal:\/|https:\/\/)/);
      expect(String(scholarship.attributes.field_scholarship_value_text), scholarship.key).toMatch(/\$|%|waiver|free|room|accommodation/i);
      expect(String(scholarship.attributes.field_scholarship_summary ?? "").length, scholarship.key).toBeGreaterThan(20);
      expect(JSON.stringify(scholarship), scholarship.key).not.toMatch(/lorem|ipsum/i);
    }
  });
});
