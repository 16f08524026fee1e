/** The skip bar of spec §2.4: first in the tab order. */
export function SkipBar({ productSlug }: { productSlug: string }) {
  return (
    <nav className="skip-bar" aria-label="Skip links">
      <ul>
        <li>
          <a href="#main-content">Skip to content</a>
        </li>
        <li>
          <a href="/search">Skip to search</a>
        </li>
        <li>
          <a href={`/about-${productSlug}/vision-mission/accessibility-of-our-website`}>Accessibility information</a>
        </li>
      </ul>
    </nav>
  );
}
