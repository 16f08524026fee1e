// Test support only (excluded from the build): the fixture editor accounts (seed/fixtures/editors.yaml) and sign-in.
import type { FastifyInstance } from "fastify";

export const FIXTURE_EDITORS = {
  editor: { name: "editor", pass: "fixture-editor-password" },
  approver: { name: "Approver", pass: "fixture-approver-password" },
  member: { name: "member", pass: "fixture-member-password" },
  blocked: { name: "blocked", pass: "fixture-blocked-password" },
} as const;

export interface LoginAnswer {
  current_user: { uid: string; roles: string[]; name: string };
  csrf_token: string;
  logout_token: string;
  auth_token: string;
}

export const LOGIN_URL = "/api/v1/user/login?_format=json&site=7";

/** Signs in through the API; throws unless it answers 200. */
export async function signIn(app: FastifyInstance, name: string, pass: string, headers: Record<string, string> = {}): Promise<LoginAnswer> {
  const response = await app.inject({ method: "POST", url: LOGIN_URL, payload: { name, pass }, headers });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${name} answered ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body) as LoginAnswer;
}

/** The X-Authorization header of a token. */
export function bearer(token: string): Record<string, string> {
  return { "x-authorization": `Bearer ${token}` };
}

/** The claims of a JWT, unverified (to look at them). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}
