import "server-only";
import { z } from "zod";
import { WRITE_TIMEOUT_MS } from "@/config/constants";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tideGet, tidePost } from "./http";
import { errorFields, log } from "./log";

/* Editor sign-in for preview (TIDE-API.md "Editor login and token"). */

export interface EditorLogin {
  uid: string;
  name: string;
  roles: string[];
  /** The JWT to keep in the authenticatedContent cookie. */
  authToken: string;
}

const loginSchema = z.looseObject({
  current_user: z.looseObject({
    uid: z.union([z.string(), z.number()]).transform(String),
    name: z.string(),
    roles: z.array(z.string()).nullish().transform((r) => r ?? []),
  }),
  auth_token: z.string().min(1),
});

/**
 * Signs an editor in; a wrong name or password is a TideError 400 with Drupal's message. `forwardedFor` is the
 * visitor's address, which the content service's sign-in limits count.
 */
export async function loginEditor(name: string, pass: string, ctx: TideContext, forwardedFor?: string): Promise<EditorLogin> {
  const res = await tidePost("user/login?_format=json", { name, pass }, { ctx, schema: loginSchema, forwardedFor });
  const user = res.data.current_user;
  return { uid: user.uid, name: user.name, roles: user.roles, authToken: res.data.auth_token };
}

/** Ends the editor's session at the content service; a failure is logged and reported as false (spec §8). */
export async function logoutEditor(ctx: TideContext): Promise<boolean> {
  try {
    await tidePost("user/logout?_format=json", undefined, { ctx });
    return true;
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    log.warn("Logout failed", { requestId: ctx.requestId, ...errorFields(e) });
    return false;
  }
}

/** A fresh JWT for the signed-in editor (`GET /jwt/token/`, 9 s), never cached. */
export async function fetchJwtToken(ctx: TideContext): Promise<string> {
  const res = await tideGet("/jwt/token/", z.looseObject({ token: z.string().min(1) }), {
    ctx,
    noStore: true,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
  return res.data.token;
}
