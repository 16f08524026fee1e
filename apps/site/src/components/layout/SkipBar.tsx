import { SiteLink } from "@/components/link/SiteLink";
/** The skip bar of spec §2.4: first in the tab order. */
export function SkipBar({ productSlug }: { productSlug: string }) {
  return (
    <nav className="skip-bar" aria-label="Skip links">
      <ul>
        <li>
          <a href="#main-content">Skip to content</a>
        </li>
        <li>
          {/* With JavaScript this opens the header's search panel; without, it goes to the search page. */}
          <SiteLink href="/search" data-open-search="">
            Skip to search
          </SiteLink>
        </li>
        <li>
          <SiteLink href={`/about-${productSlug}/vision-mission/accessibility-of-our-website`}>Accessibility information</SiteLink>
        </li>
      </ul>
    </nav>
  );
}
