import { escapeHtml } from "@yu/webform-rules";
import { formFields } from "../webform/element-tree";
import type { WebformSchema } from "../webform/field-schema";

/** The course an enquiry is about, as its page names it. */
export interface EnquiryCourse {
  code: string;
  title: string;
  href: string;
  levelLabel: string | null;
  audience: "domestic" | "international";
}

/** What the course enquiry page shows. */
export interface CourseEnquiryView {
  course: EnquiryCourse | null;
  /** A code the address named that no published course has ("" for one that is not a code at all). */
  unknownCode: string | null;
  /** The course enquiry form, or null when the content service cannot give it. */
  form: WebformSchema | null;
}

/** A course code as an address may carry it: letters and digits only, trimmed; anything else is null. */
export function requestedCourseCode(raw: string | null): string | null {
  if (raw === null) return null;
  const code = raw.trim();
  return /^[A-Za-z0-9]{2,20}$/.test(code) ? code : null;
}

const hasField = (schema: WebformSchema, name: string) => formFields(schema.elements).some((field) => field.name === name);

/**
 * The course enquiry form for one course: its hidden `course_code` holds the course's code and its residency
 * question starts at the audience the visitor was reading, in the form's first answers, so that they are in the
 * server's HTML and need no script; its confirmation names the course. Campaign fields are left to the form,
 * which fills them from the address and the visitor's campaign (spec §5). Pure.
 */
export function courseEnquiryForm(schema: WebformSchema, course: EnquiryCourse | null): WebformSchema {
  if (course === null) return schema;
  const model = { ...schema.model };
  if (hasField(schema, "course_code")) model.course_code = course.code;
  if (course.audience === "international" && hasField(schema, "residency")) model.residency = "international";
  const named = `Your enquiry about ${course.title} (${course.code}) has been sent.`;
  const success = schema.settings.messages.success;
  const { confirmation } = schema.settings;
  const confirmationMessage = `<p>${escapeHtml(named)}</p>${confirmation?.message ?? ""}`;
  return {
    ...schema,
    model,
    settings: {
      ...schema.settings,
      messages: { ...schema.settings.messages, success: success ? `${named} ${success}` : named },
      ...(confirmation ? { confirmation: { ...confirmation, message: confirmation.type === "none" ? confirmation.message : confirmationMessage } } : {}),
    },
  };
}
