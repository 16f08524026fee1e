import { PageHeader } from "@/components/page/PageHeader";
import { LOGOUT_ENDPOINT } from "@/features/editor/endpoint-paths";
import { LoginForm } from "@/features/editor/LoginForm.client";
import { loginNotice } from "@/features/editor/login-notice";
import type { LoginPageView } from "@/resolve/loaded-page";
import "@/features/webform/webform.css";
import "@/features/editor/login-form.css";

/**
 * /login (spec §2.1): the sign-in form, or — for an editor already signed in — who they are, the way on to the
 * destination and 'Log out'. An expired or refused token, a failed sign-in or sign-out says why above the form.
 */
export function LoginPage({ view, signedInAs }: { view: LoginPageView; signedInAs: string | null }) {
  const notice = loginNotice(view.reason);
  const showForm = signedInAs === null || view.reason === "refused" || view.reason === "expired";
  return (
    <div className="simple-page login-page">
      <PageHeader title={view.title} summary={view.intro} />
      <div className="container page-body">
        {showForm ? (
          <LoginForm destination={view.destination} notice={notice} />
        ) : (
          <div className="login-form">
            {notice && (
              <div className={`login-notice login-notice--${notice.tone}`} role="alert">
                <h2 className="login-notice__heading">{notice.heading}</h2>
                <p>{notice.message}</p>
              </div>
            )}
            <p>
              You are signed in as <strong>{signedInAs}</strong>.
            </p>
            <p>
              <a href={view.destination ?? "/"}>{view.destination ? "Carry on to the page you asked for" : "Go to the home page"}</a>
            </p>
            <form method="post" action={LOGOUT_ENDPOINT}>
              <button type="submit" className="button button--secondary">Log out</button>
            </form>
          </div>
        )}
      </div>
    </div>
  );
}
