/* The chat's 'Leave a message' form: its checks and the web form submission it becomes (the chat_message form
 * of the content service, posted through POST /api/webform/chat_message). Pure. */

export const MESSAGE_WEBFORM_ID = "chat_message";
export const MESSAGE_MAX_CHARS = 1000;

export interface MessageAnswers {
  name: string;
  email: string;
  message: string;
}

export type MessageField = keyof MessageAnswers;
export const MESSAGE_FIELDS: readonly MessageField[] = ["name", "email", "message"];

// Spec §5: something, @, something, a dot, something.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each field's problem, in the form's order; empty when the answers can be sent. */
export function messageErrors(answers: MessageAnswers): Partial<Record<MessageField, string>> {
  const errors: Partial<Record<MessageField, string>> = {};
  if (answers.name.trim() === "") errors.name = "Enter your name.";
  if (answers.email.trim() === "") errors.email = "Enter your email address.";
  else if (!EMAIL.test(answers.email.trim())) errors.email = "Enter an email address in the correct format, like name@example.com.";
  if (answers.message.trim() === "") errors.message = "Enter your message.";
  else if (answers.message.trim().length > MESSAGE_MAX_CHARS) errors.message = `Your message is too long. Please use at most ${MESSAGE_MAX_CHARS} characters.`;
  return errors;
}

/** The submission's answers, with the bot checks every site form sends (form_started_at, the website honeypot). */
export function messageSubmission(
  answers: MessageAnswers,
  context: { question: string | null; path: string; startedAt: number; honeypot: string },
): Record<string, string | number> {
  return {
    name: answers.name.trim(),
    email: answers.email.trim(),
    message: answers.message.trim(),
    ...(context.question ? { question: context.question } : {}),
    page: context.path,
    form_started_at: context.startedAt,
    website: context.honeypot,
  };
}

/** The reference the visitor is given: the stored submission's id, else its number. */
export function messageReference(sid: string | null, serial: number | null): string | null {
  return sid ?? (serial === null ? null : String(serial));
}
