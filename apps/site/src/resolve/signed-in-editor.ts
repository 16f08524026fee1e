import "server-only";
import { cookies } from "next/headers";
import { editorNameFrom } from "@/features/editor/editor-name-cookie";
import { validAuthToken } from "@/tide/auth-token";

export interface SignedInEditor {
  /** The JWT, present, parseable and unexpired (spec §4 "Authentication"). */
  token: string;
  /** The name to show; "editor" when the display cookie is missing. */
  name: string;
}

/**
 * The editor this request is signed in as, or null. Only pages rendered per request may ask (preview, sign-in):
 * reading cookies keeps a page out of the shared cache, which is the point.
 */
export async function signedInEditor(): Promise<SignedInEditor | null> {
  const header = (await cookies()).toString();
  const token = validAuthToken(header || undefined);
  return token === null ? null : { token, name: editorNameFrom(header) ?? "editor" };
}
