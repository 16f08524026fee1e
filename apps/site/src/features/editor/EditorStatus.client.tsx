"use client";
import { useSyncExternalStore } from "react";
import { Icon } from "@/components/icons/Icon";
import { editorNameFrom } from "./editor-name-cookie";

import { LOGOUT_ENDPOINT } from "./endpoint-paths";

const subscribe = () => () => {};

/**
 * Who is signed in, and 'Log out', in the header. Public pages are one cached HTML for everyone, so the name
 * comes from the browser's `yuEditor` cookie (it grants nothing: the credential is HttpOnly); pages rendered
 * per request (preview, sign-in) pass it from the server so it shows before scripts run. Logging out is a plain
 * form post (endpoints/editor/logout.ts).
 */
export function EditorStatus({ serverName = null }: { serverName?: string | null }) {
  const name = useSyncExternalStore(subscribe, () => editorNameFrom(document.cookie) ?? serverName, () => serverName);
  if (name === null) return null;
  return (
    <form className="editor-status" method="post" action={LOGOUT_ENDPOINT}>
      <span className="editor-status__who">
        Signed in as <strong>{name}</strong>
      </span>
      <button type="submit" className="header-button editor-status__logout">
        <Icon name="log-out" />
        <span>Log out</span>
      </button>
    </form>
  );
}
