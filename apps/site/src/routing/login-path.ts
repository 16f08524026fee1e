/** Why the sign-in page is showing: a failed sign-in, a token that no longer works, or a failed sign-out. */
export const LOGIN_REASONS = ["unrecognized", "blocked", "too-many", "unavailable", "missing", "expired", "refused", "logout-failed"] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/** The reason a `reason` query value names, or null for none or one this site does not know. */
export function loginReason(value: string | null | undefined): LoginReason | null {
  return LOGIN_REASONS.find((r) => r === value) ?? null;
}

/** `/login` with where to go afterwards and why the page is showing, each only when there is one. */
export function loginPagePath({ destination, reason }: { destination?: string | null; reason?: LoginReason | null }): string {
  const params = new URLSearchParams();
  if (destination) params.set("destination", destination);
  if (reason) params.set("reason", reason);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}
