import { describe, expect, it } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { slugOf, studentProfile, studentProfiles } from "./student-profile";

const ref = (type: string, id: string) => ({ data: { type, id } });
const area: Resource = { type: "taxonomy_term--study_area", id: "a1", attributes: { name: "Health & biomedicine", field_machine_name: "health-biomedicine" }, relationships: {} } as Resource;
const campus: Resource = { type: "taxonomy_term--campus", id: "c1", attributes: { name: "St Albans", field_machine_name: "st-albans" }, relationships: {} } as Resource;
const course = (id: string, attributes: Record<string, unknown>): Resource =>
  ({ type: "node--course", id, attributes, relationships: { field_study_area: { data: [{ type: "taxonomy_term--study_area", id: "a1" }] } } }) as Resource;
const nursing = course("n1", { title: "Bachelor of Nursing", path: { alias: "/courses/bachelor-of-nursing-hbns" }, field_course_international: true });
const local = course("n2", { title: "Diploma of Nursing", path: { alias: "/courses/diploma-of-nursing-hln" } });
const profile = (id: string, attributes: Record<string, unknown>, courseId: string | null = "n1"): Resource =>
  ({ type: "node--student_profile", id, attributes, relationships: {
    field_student_profile_course: courseId ? ref("node--course", courseId) : { data: null },
    field_student_profile_campus: ref("taxonomy_term--campus", "c1"),
  } }) as Resource;
const media: Resource = { type: "media--image", id: "m1", attributes: { name: "Portrait" },
  relationships: { field_media_image: { data: { type: "file--file", id: "f1", meta: { alt: "Ana smiling", width: 400, height: 400 } } } } } as Resource;
const file: Resource = { type: "file--file", id: "f1", attributes: { uri: { url: "/sites/default/files/ana.jpg" } }, relationships: {} } as Resource;
const included = [area, campus, nursing, local, media, file];
const ORIGIN = "https://content.example.edu";

describe("slugOf", () => {
  it.each([["Saudi Arabia", "saudi-arabia"], ["Português", "portugues"], ["  South  Korea ", "south-korea"], ["<script>", "script"], ["中文", ""]])(
    "%s → %s", (label, slug) => expect(slugOf(label)).toBe(slug));
});

describe("studentProfile", () => {
  const rel = (data: Resource[]) => relationsFor({ data, included });

  it("maps a profile with its course (international view), study area, campus, country and languages", () => {
    const r = profile("p1", { title: "Linh Nguyen", field_student_profile_quote: "Placements from year one.", field_student_profile_bio: "Ask me about placements.",
      field_student_profile_country: "Vietnam", field_student_profile_languages: ["Vietnamese", "English", "english", 7] });
    expect(studentProfile(r, rel([r]), ORIGIN)).toEqual({
      id: "p1", name: "Linh Nguyen", photo: null, quote: "Placements from year one.", bio: "Ask me about placements.",
      course: { title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns/international" },
      area: { value: "health-biomedicine", label: "Health & biomedicine" },
      campus: { value: "st-albans", label: "St Albans" },
      country: { value: "vietnam", label: "Vietnam" },
      languages: [{ value: "vietnamese", label: "Vietnamese" }, { value: "english", label: "English" }],
    });
  });

  it("links a course open only to residents at its own path, and copes with a missing course, country and languages", () => {
    const withLocal = profile("p2", { title: "Sam" }, "n2");
    expect(studentProfile(withLocal, rel([withLocal]), ORIGIN)?.course).toEqual({ title: "Diploma of Nursing", href: "/courses/diploma-of-nursing-hln" });
    const bare = profile("p3", { title: "Ana", field_student_profile_languages: "Spanish" }, null);
    expect(studentProfile(bare, rel([bare]), ORIGIN)).toMatchObject({ course: null, area: null, country: null, photo: null, languages: [{ value: "spanish", label: "Spanish" }] });
  });

  it("shows the photo the editor gave, with its alternative text", () => {
    const pictured = { ...profile("p4", { title: "Ana" }), relationships: { ...profile("p4", {}).relationships, field_featured_image: ref("media--image", "m1") } } as Resource;
    expect(studentProfile(pictured, rel([pictured]), ORIGIN)?.photo).toEqual({ src: "https://content.example.edu/sites/default/files/ana.jpg", alt: "Ana smiling", width: 400, height: 400 });
  });

  it("leaves out a profile without a name, and sorts the rest by name", () => {
    const list = [profile("p1", { title: "Zoe" }), profile("p2", { title: "  " }), profile("p3", { title: "Andrés" })];
    expect(studentProfiles(list, rel(list), ORIGIN).map((p) => p.name)).toEqual(["Andrés", "Zoe"]);
  });
});
