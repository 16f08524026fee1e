/* 'Ask {name} a question': the form's fields, its checks and the ask_a_student web form submission it becomes
 * (posted as a plain form to POST /api/ask-a-student, which passes it to the content service). Pure. */

export const ASK_WEBFORM_ID = "ask_a_student";
export const QUESTION_MAX_CHARS = 500;
const NAME_MAX_CHARS = 255;

/** What the visitor typed, kept when the question cannot be sent yet. */
export interface AskAnswers {
  name: string;
  email: string;
  question: string;
  privacy: boolean;
}

export type AskField = keyof AskAnswers;
export const EMPTY_ANSWERS: AskAnswers = { name: "", email: "", question: "", privacy: false };

// Spec §5: something, @, something, a dot, something.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROFILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A student profile's id as the form sends it (a uuid), else null. */
export function profileIdOf(value: string | null | undefined): string | null {
  const id = value?.trim().toLowerCase() ?? "";
  return PROFILE_ID.test(id) ? id : null;
}

/** Each field's problem, in the form's order; empty when the question can be sent. */
export function askErrors(answers: AskAnswers): Partial<Record<AskField, string>> {
  const errors: Partial<Record<AskField, string>> = {};
  const name = answers.name.trim();
  const email = answers.email.trim();
  const question = answers.question.trim();
  if (name === "") errors.name = "Enter your name.";
  else if (name.length > NAME_MAX_CHARS) errors.name = `Your name is too long. Please use at most ${NAME_MAX_CHARS} characters.`;
  if (email === "") errors.email = "Enter your email address.";
  else if (email.length > NAME_MAX_CHARS || !EMAIL.test(email)) errors.email = "Enter an email address in the correct format, like name@example.com.";
  if (question === "") errors.question = "Enter your question.";
  else if (question.length > QUESTION_MAX_CHARS) errors.question = `Your question is too long. Please use at most ${QUESTION_MAX_CHARS} characters.`;
  if (!answers.privacy) errors.privacy = "Agree to the privacy statement to send your question.";
  return errors;
}

/** A posted form: the student asked, the answers, where the visitor was in the list, and the bot checks. */
export interface AskPost {
  profileId: string | null;
  answers: AskAnswers;
  /** The list's filters when the form was sent (a query string, re-read by the page). */
  back: string;
  startedAt: number | null;
  honeypot: string;
}

const field = (form: URLSearchParams, name: string, max: number) => (form.get(name) ?? "").slice(0, max);

/** A form body (application/x-www-form-urlencoded) read as the ask form; anything missing is empty. */
export function readAskPost(form: URLSearchParams): AskPost {
  const started = Number(form.get("form_started_at"));
  return {
    profileId: profileIdOf(form.get("profile_id")),
    // Longer than the checks allow, so that a too-long answer is still said to be too long, but bounded.
    answers: {
      name: field(form, "name", NAME_MAX_CHARS * 2),
      email: field(form, "email", NAME_MAX_CHARS * 2),
      question: field(form, "question", QUESTION_MAX_CHARS * 2),
      privacy: form.get("privacy") === "yes",
    },
    back: field(form, "back", 500),
    startedAt: Number.isFinite(started) && started > 0 ? started : null,
    honeypot: field(form, "website", 200),
  };
}

/** The submission's data: the answers, the student asked, and the bot checks every site form sends. */
export function askSubmission(post: AskPost & { profileId: string }): Record<string, string | number | boolean> {
  return {
    profile_id: post.profileId,
    name: post.answers.name.trim(),
    email: post.answers.email.trim(),
    question: post.answers.question.trim(),
    privacy: post.answers.privacy,
    ...(post.startedAt === null ? {} : { form_started_at: post.startedAt }),
    website: post.honeypot,
  };
}
