import { describe, expect, it } from "vitest";
import type { StudentProfileView } from "@/mapping/student-profiles/student-profile";
import { studentsView } from "./students-view";

const A = "5b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60";
const B = "6b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60";
const student = (id: string, name: string, area: string): StudentProfileView =>
  ({ id, name, photo: null, quote: null, bio: null, course: null, area: { value: area, label: area }, campus: null, country: null, languages: [] });
const all = [student(A, "Linh Nguyen", "health"), student(B, "Mei Chen", "business")];
const answers = { name: "", email: "jane@example.com", question: "Hi?", privacy: true };
const view = (query: string, draft: Parameters<typeof studentsView>[2] = null) => studentsView(all, new URLSearchParams(query), draft);

describe("studentsView", () => {
  it("filters and carries the filters back", () => {
    const v = view("area=health&nonsense=1");
    expect([v.total, v.profiles.map((p) => p.id), v.back, v.ignored]).toEqual([2, [A], "area=health", false]);
    expect(view("area=%E2%80%AE").ignored).toBe(true);
  });

  it("names the student a question was sent to, with a safe reference", () => {
    expect(view(`asked=${A}&ref=abc-123`).asked).toEqual({ profileId: A, name: "Linh Nguyen", reference: "abc-123" });
    expect(view(`asked=${A}&ref=<script>`).asked?.reference).toBeNull();
    expect(view("asked=7b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60").asked?.name).toBeNull();
    expect(view("asked=nobody").asked).toBeNull();
  });

  it("shows a kept question again only for the student the address names", () => {
    const draft = { profileId: A, answers, message: null };
    expect(view(`ask=${A}`, draft).retry).toEqual({ profileId: A, answers, errors: { name: "Enter your name." }, message: null });
    expect(view(`ask=${B}`, draft).retry).toBeNull();
    expect(view("", draft).retry).toBeNull();
    expect(view(`ask=${A}`).retry).toBeNull();
  });
});
