import type { CourseDetail } from "../types/course";
import { isoDuration } from "./iso-duration";
import { node, type JsonLdNode } from "./json-ld";

/** A course page as schema.org's Course, with one CourseInstance for how and where it is taught. */
export function courseJsonLd(c: { title: string; description: string | null; url: string; detail: CourseDetail; provider: JsonLdNode }): JsonLdNode {
  const f = c.detail.facts;
  const modes = [...f.studyModes, ...f.deliveryModes];
  return node("Course", {
    name: c.title,
    description: c.description ?? c.title,
    url: c.url,
    courseCode: f.code,
    educationalLevel: f.levelLabel,
    timeRequired: isoDuration(f.duration),
    numberOfCredits: f.creditPoints,
    provider: c.provider,
    hasCourseInstance: [
      node("CourseInstance", {
        courseMode: modes,
        courseWorkload: f.duration,
        location: f.campuses.map((name) => node("Place", { name })),
      }),
    ],
  });
}
