import { SiteLink } from "@/components/link/SiteLink";
import type { SiteAlertModel } from "@/mapping/site-alerts";
import { AlertIcon } from "./AlertIcon";
import { TYPE_LABEL } from "./alert-labels";

/**
 * What one alert says: its icon, title, message and link, rendered by the server. On small screens the message
 * and link fold into a native disclosure (`<details>`), so each alert is one line until opened, with or
 * without JavaScript; on large screens the stylesheet keeps them open and hides the toggle.
 */
export function SiteAlertContent({ alert }: { alert: SiteAlertModel }) {
  const titleId = `site-alert-title-${alert.id}`;
  const more = (
    <>
      {alert.messageHtml && <div className="site-alert__message" dangerouslySetInnerHTML={{ __html: alert.messageHtml }} />}
      {alert.link && (
        <p className="site-alert__link">
          <SiteLink href={alert.link.uri}>{alert.link.title}</SiteLink>
        </p>
      )}
    </>
  );
  // An alert without a title has nothing to show on its line, and one without more has nothing to open.
  const folds = Boolean(alert.title && (alert.messageHtml || alert.link));
  return (
    <>
      <AlertIcon type={alert.type} />
      <div className="site-alert__body">
        <h2 className="site-alert__title" id={titleId}>
          <span className="visually-hidden">{TYPE_LABEL[alert.type]}: </span>
          {alert.title}
        </h2>
        {folds ? (
          <details className="site-alert__more">
            <summary className="site-alert__toggle" aria-describedby={titleId}>
              <span className="site-alert__toggle-open">More</span>
              <span className="site-alert__toggle-shut">Less</span>
              <svg className="site-alert__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            {more}
          </details>
        ) : more}
      </div>
    </>
  );
}
