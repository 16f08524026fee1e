import type { Resource } from "@/tide/types";
import { bool, isString, list, str } from "../attributes";
import type { ImageModel } from "../image";
import { mediaImage } from "../media-image";
import { nodePath } from "../node-path";
import type { Relations } from "../relations";

/** A choice of one of the page's filters: its value in the address, and what the visitor reads. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** One current international student who answers questions (content/site/student-profiles.yaml). */
export interface StudentProfileView {
  id: string;
  name: string;
  /** Their photo (field_featured_image), when the editor gave one; the card shows their initials otherwise. */
  photo: ImageModel | null;
  quote: string | null;
  bio: string | null;
  /** The course they study, linked to its international view when it has one. */
  course: { title: string; href: string } | null;
  /** The course's first study area. */
  area: FilterChoice | null;
  campus: FilterChoice | null;
  country: FilterChoice | null;
  languages: FilterChoice[];
}

/** "Saudi Arabia" → "saudi-arabia", "Português" → "portugues": a value for the address that reads like the label. */
export function slugOf(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function choice(label: string | null): FilterChoice | null {
  const text = label?.trim() ?? "";
  const value = slugOf(text);
  return value === "" ? null : { value, label: text };
}

function termChoice(term: Resource | null): FilterChoice | null {
  if (!term) return null;
  const name = str(term.attributes, "name");
  const machine = str(term.attributes, "field_machine_name");
  const found = choice(name);
  return found && machine && /^[a-z0-9-]{1,64}$/.test(machine) ? { value: machine, label: found.label } : found;
}

function courseLink(course: Resource | null): StudentProfileView["course"] {
  if (!course) return null;
  const title = str(course.attributes, "title");
  const path = nodePath(course);
  if (!title || path === "#") return null;
  return { title, href: bool(course.attributes, "field_course_international") ? `${path}/international` : path };
}

/**
 * A student_profile node, with its course (and the course's study areas), campus and photo included; null without a
 * name. `contentOrigin` makes the photo's address absolute.
 */
export function studentProfile(r: Resource, rel: Relations, contentOrigin: string): StudentProfileView | null {
  const a = r.attributes;
  const name = str(a, "title")?.trim();
  if (!name) return null;
  const course = rel.one(r, "field_student_profile_course");
  const languages = new Map<string, FilterChoice>();
  for (const label of list(a, "field_student_profile_languages", isString)) {
    const language = choice(label);
    if (language && !languages.has(language.value)) languages.set(language.value, language);
  }
  return {
    id: r.id,
    name,
    photo: mediaImage(rel.one(r, "field_featured_image"), rel, contentOrigin),
    quote: str(a, "field_student_profile_quote"),
    bio: str(a, "field_student_profile_bio"),
    course: courseLink(course),
    area: course ? termChoice(rel.many(course, "field_study_area")[0] ?? null) : null,
    campus: termChoice(rel.one(r, "field_student_profile_campus")),
    country: choice(str(a, "field_student_profile_country")),
    languages: [...languages.values()],
  };
}

/** The profiles worth showing, by name. */
export function studentProfiles(resources: Resource[], rel: Relations, contentOrigin: string): StudentProfileView[] {
  return resources
    .map((r) => studentProfile(r, rel, contentOrigin))
    .filter((p): p is StudentProfileView => p !== null)
    .sort((x, y) => x.name.localeCompare(y.name, "en"));
}
