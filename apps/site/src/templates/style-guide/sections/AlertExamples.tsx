import { SiteAlerts } from "@/features/site-alerts/SiteAlerts";
import { SiteWebform } from "@/templates/webform/SiteWebform";
import { filterWebform, formAlerts, shortWebform, siteAlerts, webform } from "../mock-content";

/* Site alerts, and a web form in the states a visitor meets after sending it. */

export const SiteAlertsExample = () => <SiteAlerts alerts={siteAlerts} />;
export const FormErrorsExample = () => <SiteWebform form={webform} initial={{ submitted: true }} />;
export const FormSuccessExample = () => <SiteWebform form={shortWebform} initial={{ alert: formAlerts.success }} />;
export const FormDangerExample = () => <SiteWebform form={shortWebform} initial={{ alert: formAlerts.danger }} />;
export const FormFilterExample = () => (filterWebform ? <SiteWebform form={filterWebform} /> : null);
