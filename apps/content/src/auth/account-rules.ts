/** Drupal's limit on user names (USERNAME_MAX_LENGTH). */
export const NAME_MAX_LENGTH = 60;
/** Passwords set here are at least this long. */
export const PASSWORD_MIN_LENGTH = 12;
/** A sign-in with a longer password is refused without hashing it (and no password set here is longer). */
export const PASSWORD_MAX_LENGTH = 1000;

// Letters, digits, space and . @ _ ' + - as Drupal allows; no leading, trailing or repeated spaces.
const NAME = /^[\p{L}\p{N}.@_'+-]+(?: [\p{L}\p{N}.@_'+-]+)*$/u;

/** Why a new account name is unacceptable, or null. */
export function nameProblem(name: string): string | null {
  if (name === "") return "the name is empty";
  if (name.length > NAME_MAX_LENGTH) return `the name is longer than ${NAME_MAX_LENGTH} characters`;
  if (!NAME.test(name)) return "the name may hold letters, digits, single spaces and . @ _ ' + - only, with no space at either end";
  return null;
}

/** Why a new password is unacceptable, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `the password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `the password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}
