import { SiteAlerts } from "@/features/site-alerts/SiteAlerts";
import { EmbeddedWebform } from "@/features/webform/EmbeddedWebform";
import { filterWebform, formAlerts, shortWebform, siteAlerts, webform } from "../mock-content";

/* Site alerts, and a web form in the states a visitor meets after sending it. */

export const SiteAlertsExample = () => <SiteAlerts alerts={siteAlerts} />;
export const FormErrorsExample = () => <EmbeddedWebform form={webform} initial={{ submitted: true }} />;
export const FormSuccessExample = () => <EmbeddedWebform form={shortWebform} initial={{ alert: formAlerts.success }} />;
export const FormDangerExample = () => <EmbeddedWebform form={shortWebform} initial={{ alert: formAlerts.danger }} />;
export const FormFilterExample = () => (filterWebform ? <EmbeddedWebform form={filterWebform} /> : null);
