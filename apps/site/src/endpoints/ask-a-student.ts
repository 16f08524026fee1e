import "server-only";
import { config } from "@/config/env";
import { cookiesAreSecure } from "@/endpoints/editor/editor-cookies";
import { DRAFT_COOKIE, DRAFT_MAX_AGE_SECONDS, encodeDraft, type AskDraft } from "@/features/student-chat/ask-draft";
import { askedLocation, retryLocation } from "@/features/student-chat/ask-locations";
import { askErrors, askSubmission, ASK_WEBFORM_ID, readAskPost } from "@/features/student-chat/ask-question";
import { studentsPath } from "@/routing/students-route";
import { submitWebform } from "@/tide/webform-submission";
import { readTextPost } from "./post-preamble";
import { tooManyPageResponse } from "./rate-limit/too-many";
import { endpointContext } from "./request-context";
import { seeOther } from "./see-other";
import { CROSS_SITE_REFUSED } from "./webform/form-id";
import { visitorFailure } from "./webform/visitor-failure";

/** Far more than a name, an email address and a 500-character question, even percent-encoded. */
const MAX_BODY_BYTES = 16 * 1024;

function text(status: number, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" } });
}

function draftCookie(path: string, value: string, maxAge: number): string {
  const secure = cookiesAreSecure(config().siteOrigin) ? "; Secure" : "";
  return `${DRAFT_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Back to the form with the answers kept (a cookie, never the address) and the reason, if it was not the form's own checks. */
function retry(path: string, draft: AskDraft, back: string): Response {
  const headers = new Headers({ "set-cookie": draftCookie(path, encodeDraft(draft), DRAFT_MAX_AGE_SECONDS) });
  return seeOther(retryLocation(path, back, draft.profileId), { headers });
}

/**
 * POST /api/ask-a-student: 'Ask {name} a question' sent as a plain form. Checked here, then stored by the content
 * service as an ask_a_student web form submission (the same path as every site form: tide/webform-submission.ts).
 * Either way the visitor goes back to the page (303): to the confirmation, or to the form with their answers.
 */
export async function answerAskStudent(request: Request): Promise<Response> {
  const read = await readTextPost(request, {
    sameSiteOnly: CROSS_SITE_REFUSED,
    budget: "ask-student",
    maxBytes: MAX_BODY_BYTES,
    tooLarge: "The question is too large to send.",
  }, "The form could not be read. Please go back and try again.");
  if (!read.ok && read.refusal.retryAfter !== undefined) return tooManyPageResponse(config().productName, read.refusal.retryAfter);
  if (!read.ok) return text(read.refusal.status, read.refusal.message);
  const form = new URLSearchParams(read.value);
  const post = readAskPost(form);
  const path = studentsPath(config().productSlug);
  if (post.profileId === null) return text(400, "This question is not addressed to one of our students. Please go back and choose a student.");
  const profileId = post.profileId;

  if (Object.keys(askErrors(post.answers)).length > 0) return retry(path, { profileId, answers: post.answers, message: null }, post.back);

  const { ctx, visitor } = endpointContext(request);
  const result = await submitWebform(ASK_WEBFORM_ID, askSubmission({ ...post, profileId }), ctx, visitor);
  if (!result.ok) {
    const failure = visitorFailure(result.status, result.message);
    const fieldMessage = failure.passedOn ? Object.values(result.fieldErrors)[0] : undefined;
    const message = fieldMessage ?? failure.message ?? "Sorry, your question could not be sent. Please try again.";
    return retry(path, { profileId, answers: post.answers, message }, post.back);
  }
  const headers = new Headers({ "set-cookie": draftCookie(path, "", 0) });
  return seeOther(askedLocation(path, post.back, profileId, result.sid ?? (result.serial === null ? null : String(result.serial))), { headers });
}
