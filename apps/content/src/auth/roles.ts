/** Drupal roles that may see working copies and revisions (Tide's editorial roles). */
export const EDITORIAL_ROLES = ["contributor", "editor", "approver", "previewer", "site_admin", "administrator"] as const;
export type EditorialRole = (typeof EDITORIAL_ROLES)[number];

/** Every signed-in account has this role; it is implicit (never stored) and listed first. */
export const AUTHENTICATED_ROLE = "authenticated";

export function isEditorialRole(role: string): role is EditorialRole {
  return (EDITORIAL_ROLES as readonly string[]).includes(role);
}

/** Preview (working copies, revisions) needs at least one editorial role. */
export function canPreview(roles: readonly string[]): boolean {
  return roles.some(isEditorialRole);
}

/** `current_user.roles` as Drupal answers it: authenticated first, then the account's own roles. */
export function currentUserRoles(roles: readonly string[]): string[] {
  return [AUTHENTICATED_ROLE, ...roles.filter((role) => role !== AUTHENTICATED_ROLE)];
}

/** The given roles, de-duplicated in order, or the problem with them (an unknown role names the valid ones). */
export function checkRoles(roles: readonly string[]): { roles: EditorialRole[] } | { problem: string } {
  const unknown = roles.filter((role) => !isEditorialRole(role));
  if (unknown.length > 0) {
    const implicit = unknown.includes(AUTHENTICATED_ROLE) ? ` (${AUTHENTICATED_ROLE} is implicit: every account has it)` : "";
    return { problem: `unknown role${unknown.length > 1 ? "s" : ""} ${unknown.map((role) => `"${role}"`).join(", ")}${implicit}; `
      + `valid roles: ${EDITORIAL_ROLES.join(", ")}` };
  }
  return { roles: [...new Set(roles.filter(isEditorialRole))] };
}

/** Roles that may publish (make a revision the current, public one): a contributor or previewer may not (Tide's workflow). */
export const PUBLISHING_ROLES = ["editor", "approver", "site_admin", "administrator"] as const satisfies readonly EditorialRole[];

export function canPublish(roles: readonly string[]): boolean {
  return roles.some((role) => (PUBLISHING_ROLES as readonly string[]).includes(role));
}
