import { loginReason, type LoginReason } from "@/routing/login-path";

/* What the sign-in page says, and why (spec §8 catalogue strings where the spec's product used them). */

export const LOGIN_SUCCESSFUL = "Login Successful.";
export const LOGIN_FAILED = "Login Failed. Please try again";


export interface LoginNotice {
  /** "error": the last sign-in or sign-out failed; "warning": the editor must sign in (again). */
  tone: "error" | "warning";
  heading: string;
  message: string;
}

const NOTICES: Record<LoginReason, LoginNotice> = {
  unrecognized: { tone: "error", heading: LOGIN_FAILED, message: "Sorry, unrecognized username or password." },
  blocked: {
    tone: "error",
    heading: LOGIN_FAILED,
    message: "This account has not been activated or is blocked. Ask a site administrator for help.",
  },
  "too-many": {
    tone: "error",
    heading: LOGIN_FAILED,
    message: "There have been too many failed sign-in attempts. Wait 15 minutes, then try again.",
  },
  unavailable: {
    tone: "error",
    heading: LOGIN_FAILED,
    message: "Signing in is not available at the moment. Please try again in a few minutes.",
  },
  missing: { tone: "error", heading: LOGIN_FAILED, message: "Enter your username and your password." },
  expired: { tone: "warning", heading: "Your session has expired", message: "Sign in again to carry on where you were." },
  refused: {
    tone: "warning",
    heading: "This account cannot preview content",
    message: "Previews need an editor account that is active and has an editorial role. Sign in with such an account, or ask a site administrator for access.",
  },
  "logout-failed": {
    tone: "error",
    heading: "You are still signed in",
    message: "Logging out did not work. Please try again.",
  },
};

/** The notice for a `reason` query value, or null for none or a value this page does not know. */
export function loginNotice(reason: string | null | undefined): LoginNotice | null {
  const known = loginReason(reason);
  return known ? NOTICES[known] : null;
}

/** Why a sign-in failed, from the content service's answer (TIDE-API.md "Editor login and token"). */
export function failureReason(status: number, message: string | undefined): LoginReason {
  if (status === 429) return "too-many";
  // Drupal's flood control answers 403 ("… temporarily blocked …").
  if (status === 403) return "too-many";
  if (status === 400) return /blocked|not been activated/i.test(message ?? "") ? "blocked" : "unrecognized";
  return "unavailable";
}
