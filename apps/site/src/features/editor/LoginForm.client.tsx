"use client";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LOGIN_SUCCESSFUL, loginNotice, type LoginNotice } from "./login-notice";
// The web forms' field styles (labels, inputs, checkboxes): one look for every form on the site.
import "@/features/webform/webform.css";
import "./login-form.css";

import { LOGIN_ENDPOINT } from "./endpoint-paths";

interface Props {
  destination: string | null;
  /** Why the page is showing (a failed sign-in without scripts, an expired or refused token). */
  notice: LoginNotice | null;
}

const subscribeNothing = () => () => {};

interface Answer {
  message?: string;
  location?: string;
  reason?: string;
}

/**
 * The editor sign-in form. A plain form post that the server answers (303 to the destination, or back here with
 * the reason); with scripts it posts JSON instead, so a failure is shown without a reload and the password can be
 * shown while typing.
 */
export function LoginForm({ destination, notice: initialNotice }: Props) {
  const [notice, setNotice] = useState(initialNotice);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const failed = notice?.tone === "error";

  // Scripts are running: the show-password control can work and the form posts JSON.
  const enhanced = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // A notice the server rendered (or a new one) takes focus, so it is read first.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const field = (key: string) => (typeof data.get(key) === "string" ? String(data.get(key)) : "");
    setBusy(true);
    setStatus("Signing in…");
    try {
      const res = await fetch(LOGIN_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ name: field("name"), pass: field("pass"), destination: field("destination") }),
        credentials: "same-origin",
      });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      if (res.ok && typeof answer.location === "string" && answer.location.startsWith("/")) {
        setNotice(null);
        setStatus(LOGIN_SUCCESSFUL);
        // A full load: the next page is rendered knowing the editor is signed in.
        window.location.assign(answer.location);
        return;
      }
      setStatus("");
      setNotice(loginNotice(answer.reason) ?? loginNotice("unavailable"));
    } catch {
      setStatus("");
      setNotice(loginNotice("unavailable"));
    }
    setBusy(false);
  };

  return (
    <form className="login-form" method="post" action={LOGIN_ENDPOINT} onSubmit={onSubmit} noValidate={enhanced}>
      {notice && (
        <div ref={noticeRef} className={`login-notice login-notice--${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}
          tabIndex={-1} id="login-notice">
          <h2 className="login-notice__heading">{notice.heading}</h2>
          <p>{notice.message}</p>
        </div>
      )}
      {destination && <input type="hidden" name="destination" value={destination} />}
      <div className="login-form__field">
        <label htmlFor="login-name" className="webform-field__label">Username</label>
        <input id="login-name" name="name" className="webform-input" type="text" autoComplete="username" autoCapitalize="none"
          spellCheck={false} required maxLength={60} aria-invalid={failed || undefined} aria-describedby={failed ? "login-notice" : undefined} />
      </div>
      <div className="login-form__field">
        <label htmlFor="login-pass" className="webform-field__label">Password</label>
        <input id="login-pass" name="pass" className="webform-input" type={showPassword ? "text" : "password"} autoComplete="current-password"
          required maxLength={1000} aria-invalid={failed || undefined} aria-describedby={failed ? "login-notice" : undefined} />
        {/* In the page from the start and hidden, its room kept, until scripts run: the button below never moves under
            a pointer as the form is hydrated (a press in that instant would land on the form, not the button). */}
        <div className="webform-choice login-form__show" data-enhanced={enhanced ? "" : undefined}>
          <input id="login-show" type="checkbox" className="webform-choice__input" checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)} aria-controls="login-pass" />
          <label htmlFor="login-show" className="webform-choice__label">Show password</label>
        </div>
      </div>
      <button type="submit" className="button button--primary login-form__submit" aria-disabled={busy || undefined}>
        Sign in
      </button>
      <p className="login-form__status" role="status" aria-live="polite">{status}</p>
    </form>
  );
}
