import { SiteLink } from "@/components/link/SiteLink";
import type { SiteAlertModel } from "@/mapping/site-alerts";
import { AlertIcon } from "./AlertIcon";
import { TYPE_LABEL } from "./alert-labels";

/** What one alert says: its icon, title, message and link, rendered by the server (nothing in it is interactive). */
export function SiteAlertContent({ alert }: { alert: SiteAlertModel }) {
  return (
    <>
      <AlertIcon type={alert.type} />
      <div className="site-alert__body">
        <h2 className="site-alert__title">
          <span className="visually-hidden">{TYPE_LABEL[alert.type]}: </span>
          {alert.title}
        </h2>
        {alert.messageHtml && <div className="site-alert__message" dangerouslySetInnerHTML={{ __html: alert.messageHtml }} />}
        {alert.link && (
          <p className="site-alert__link">
            <SiteLink href={alert.link.uri}>{alert.link.title}</SiteLink>
          </p>
        )}
      </div>
    </>
  );
}
