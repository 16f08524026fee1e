/** Spec §5: something, @, something, a dot, something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const DEFAULT_EMAIL_MESSAGE = "Enter an email address in the correct format, like name@example.com";

/** Whether a (trimmed) text is an email address by the spec's pattern. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
