import { PageHeader } from "@/components/page/PageHeader";
import { SiteLink } from "@/components/link/SiteLink";
import { DO_NOT_TRACK_META } from "@/features/analytics/tracking-allowed";
import type { WellbeingServiceView, WellbeingView } from "@/mapping/wellbeing";
import "./wellbeing.css";

function Service({ service, urgent = false }: { service: WellbeingServiceView; urgent?: boolean }) {
  return (
    <li className={`wellbeing-service${urgent ? " wellbeing-service--urgent" : ""}`}>
      <h3 className="wellbeing-service__name">{service.name}</h3>
      {service.description && <p className="wellbeing-service__description">{service.description}</p>}
      {service.phone && (
        <p className="wellbeing-service__phone">
          <a href={service.phone.href}>
            Call <span className="wellbeing-service__number">{service.phone.text}</span>
            <span className="visually-hidden"> ({service.name})</span>
          </a>
        </p>
      )}
      {service.hours && <p className="wellbeing-service__hours">{service.hours}</p>}
      {service.link && (
        <p className="wellbeing-service__link">
          <SiteLink href={service.link.href}>{service.link.text}</SiteLink>
        </p>
      )}
    </li>
  );
}

/**
 * /student-wellbeing-assistant: urgent help first, whatever the student chooses; then "What would you like help
 * with?" as a list of needs that open in place (native disclosure widgets: keyboard and screen readers know
 * them, and nothing chosen ever leaves the browser — no request, no storage, no analytics on this page).
 */
export function WellbeingAssistantPage({ title, intro, view, complete }: { title: string; intro: string; view: WellbeingView; complete: boolean }) {
  return (
    <div className="simple-page wellbeing">
      <meta name={DO_NOT_TRACK_META} content="true" />
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        <section className="wellbeing-urgent" aria-labelledby="wellbeing-urgent-heading">
          <h2 id="wellbeing-urgent-heading">Need help right now?</h2>
          <p>If you or someone else is in danger, call 000. These services answer any time.</p>
          <ul className="wellbeing-services">
            {view.urgent.map((service) => (
              <Service key={service.id} service={service} urgent />
            ))}
          </ul>
        </section>

        <section className="wellbeing-needs" aria-labelledby="wellbeing-needs-heading">
          <h2 id="wellbeing-needs-heading">What would you like help with?</h2>
          {complete ? (
            <>
              <p>Choose what fits best. You can open as many as you like.</p>
              <ul className="wellbeing-needs__list">
                {view.needs.map((need) => (
                  <li key={need.id}>
                    <details className="wellbeing-need">
                      <summary className="wellbeing-need__label">{need.label}</summary>
                      <div className="wellbeing-need__body">
                        {need.intro && <p className="wellbeing-need__intro">{need.intro}</p>}
                        <ul className="wellbeing-services">
                          {need.services.map((service) => (
                            <Service key={service.id} service={service} />
                          ))}
                        </ul>
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="notice">
              We can&apos;t show the list of services at the moment. The numbers above answer any time, or{" "}
              <SiteLink href="/current-students/campus-life/advice-support">see advice and support</SiteLink>.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
