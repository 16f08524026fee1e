import { SiteLink } from "@/components/link/SiteLink";

/**
 * 'Only courses with an upcoming intake' (spec §3 includeInIntakeFilter): two links, all courses or only those
 * with a dated next intake, each with its count. Links rather than a form so that each state is its own
 * cacheable page and needs no script.
 */
export function IntakeFilter({ upcomingOnly, allHref, upcomingHref, totalAll, totalUpcoming }: {
  upcomingOnly: boolean;
  allHref: string;
  upcomingHref: string;
  totalAll: number;
  totalUpcoming: number | null;
}) {
  return (
    <nav className="intake-filter" aria-label="Intake">
      <ul>
        <li>
          <SiteLink href={allHref} aria-current={upcomingOnly ? undefined : "page"}>
            All courses ({totalAll})
          </SiteLink>
        </li>
        <li>
          <SiteLink href={upcomingHref} aria-current={upcomingOnly ? "page" : undefined}>
            Only courses with an upcoming intake{totalUpcoming === null ? "" : ` (${totalUpcoming})`}
          </SiteLink>
        </li>
      </ul>
    </nav>
  );
}
