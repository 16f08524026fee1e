import type { SearchTabView } from "@/mapping/search-results";

const numberFormat = new Intl.NumberFormat("en-AU");

/** All, Courses & units, News, Events, People: links (so they work without scripts), the current one marked. */
export function SearchTabs({ tabs }: { tabs: SearchTabView[] }) {
  return (
    <nav className="search-tabs" aria-label="Kinds of result">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} data-search-nav="" aria-current={tab.selected ? "page" : undefined}>
              {tab.label}
              {tab.count !== null && (
                <span className="search-tabs__count">
                  {numberFormat.format(tab.count)}
                  <span className="visually-hidden">{tab.count === 1 ? " result" : " results"}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
