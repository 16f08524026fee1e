import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { relationsFor } from "../relations";
import { scholarshipDetail } from "./scholarship";

const ref = (type: string, id: string) => ({ type, id });
const term = (type: string, id: string, name: string): Resource => ({ type, id, attributes: { name }, relationships: {} });
const course: Resource = { type: "node--course", id: "c1", attributes: { title: "Bachelor of Nursing", path: { alias: "/courses/bachelor-of-nursing-hbns" }, field_course_code: "HBNS", field_course_aqf_level: "Bachelor" }, relationships: {} };
const form: Resource = { type: "webform--webform", id: "contact", attributes: { drupal_internal__id: "contact", title: "Contact us", elements: { name: { "#type": "textfield", "#title": "Your name" } } }, relationships: {} };

function node(attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}): { node: Resource; included: Resource[] } {
  return {
    node: { type: "node--scholarship", id: "s1", attributes: { title: "Nursing Rural Placement Grant", ...attributes }, relationships: relationships as Resource["relationships"] },
    included: [term("taxonomy_term--scholarship_support", "sup", "Travel and placement"), term("taxonomy_term--study_level", "l1", "Undergraduate"),
      term("taxonomy_term--equity_group", "e1", "Regional and remote"), course, form],
  };
}
const detail = (n: { node: Resource; included: Resource[] }, now: number) => scholarshipDetail(n.node, relationsFor({ data: n.node, included: n.included }), now);
const now = Date.parse("2026-11-28T10:00:00+11:00");

describe("scholarshipDetail", () => {
  it("reads the value, who it is for, eligibility, dates, apply link, awards and courses", () => {
    const d = detail(node({
      field_scholarship_value_text: "$2,000 for each regional placement",
      field_scholarship_value_amount: 2000,
      field_scholarship_frequency: "one_off",
      field_scholarship_audience: ["domestic"],
      field_scholarship_year_of_study: ["continuing"],
      field_scholarship_selection: "application",
      field_scholarship_apply_link: { uri: "https://scholarships.yu.edu.au/apply/nursing", title: "Apply for the grant", options: [] },
      field_scholarship_open_date: "2026-10-31",
      field_scholarship_close_date: "2026-12-01",
      field_scholarship_awards: 40,
      field_scholarship_eligibility: ["You are enrolled in nursing.", "  ", "You have a placement in a regional area."],
    }, {
      field_scholarship_support: { data: ref("taxonomy_term--scholarship_support", "sup") },
      field_scholarship_study_level: { data: [ref("taxonomy_term--study_level", "l1")] },
      field_scholarship_equity_group: { data: [ref("taxonomy_term--equity_group", "e1")] },
      field_scholarship_courses: { data: [ref("node--course", "c1")] },
    }), now);
    expect(d).toMatchObject({
      type: "scholarship", valueText: "$2,000 for each regional placement", valueAmount: 2000, frequency: "once", support: "Travel and placement",
      audience: "Australian residents", studyLevels: ["Undergraduate"], studyAreas: [], equityGroups: ["Regional and remote"],
      yearOfStudy: "Continuing students", selection: "By application", awards: 40,
      eligibility: ["You are enrolled in nursing.", "You have a placement in a regional area."],
      opensLabel: "31 October 2026", closesLabel: "1 December 2026",
      date: { kind: "closing-soon", label: "Closing soon: closes in 3 days" },
      apply: { text: "Apply for the grant", url: "https://scholarships.yu.edu.au/apply/nursing" },
      webform: null,
      courses: [{ title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns", code: "HBNS", levelLabel: "Undergraduate" }],
    });
  });

  it("embeds our own form when there is no link, and reads an open-ended scholarship as always open", () => {
    const d = detail(node({ field_scholarship_selection: "automatic", field_scholarship_audience: [] }, { field_scholarship_webform: { data: ref("webform--webform", "contact") } }), now);
    expect(d.apply).toBeNull();
    expect(d.webform).toMatchObject({ type: "webform", id: "contact", form: { tideId: "contact" } });
    expect(d).toMatchObject({ audience: "Australian and international students", selection: "Automatic", closesLabel: null, date: { kind: "always-open" }, yearOfStudy: null });
  });
});
