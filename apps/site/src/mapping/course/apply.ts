import { isRecord, str, type Attributes } from "../attributes";
import { cleanUri } from "../link";
import type { Audience } from "@/config/audience";

/** Where and how a student of one audience applies for a course. */
export interface ApplyOption {
  href: string;
  /** The destination's own name for the step ("Apply through VTAC"). */
  label: string;
  external: boolean;
  /** What happens after the visitor follows the link. */
  nextSteps: string | null;
  /** The state admissions centre's code of the course, for the domestic student who applies there. */
  admissionsCentreCode: string | null;
}

/**
 * The application of one audience (`field_course_apply_{audience}`, a Drupal link field `{ uri, title }`, with
 * `field_course_apply_{audience}_next_steps`); null when the content names no destination. Pure.
 */
export function applyOption(a: Attributes, audience: Audience): ApplyOption | null {
  const link = a[`field_course_apply_${audience}`];
  if (!isRecord(link) || typeof link.uri !== "string" || link.uri.trim() === "") return null;
  const href = cleanUri(link.uri.trim());
  if (!/^(https?:\/\/|\/)/i.test(href)) return null;
  const title = typeof link.title === "string" ? link.title.trim() : "";
  return {
    href,
    label: title || "Apply now",
    external: /^https?:\/\//i.test(href),
    nextSteps: str(a, `field_course_apply_${audience}_next_steps`)?.trim() || null,
    admissionsCentreCode: audience === "domestic" ? str(a, "field_course_admissions_centre_code")?.trim() || null : null,
  };
}
