import { SiteLink } from "@/components/link/SiteLink";
import type { Audience } from "@/config/audience";

const LABELS: Readonly<Record<Audience, string>> = { domestic: "Domestic students", international: "International students" };

/**
 * Switches a browse page between the domestic and the international audience (spec §4): both are offered,
 * the current one marked. Plain links, so each audience is its own cacheable page.
 */
export function AudienceToggle({ current, links, inPlace = false, label = "Courses for" }: {
  current: Audience;
  /** What the switch chooses: "Courses for", "Scholarships for". */
  label?: string;
  links: Readonly<Record<Audience, string>>;
  /** Links the course finder loads in place (its results region handles them), rather than as pages. */
  inPlace?: boolean;
}) {
  return (
    <nav className="audience-toggle" aria-label={label}>
      <span className="audience-toggle__label" aria-hidden="true">{label}</span>
      <ul>
        {(["domestic", "international"] as const).map((audience) => (
          <li key={audience}>
            {inPlace ? (
              <a href={links[audience]} data-search-nav="" aria-current={audience === current ? "page" : undefined}>
                {LABELS[audience]}
              </a>
            ) : (
              <SiteLink href={links[audience]} aria-current={audience === current ? "page" : undefined}>
                {LABELS[audience]}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
