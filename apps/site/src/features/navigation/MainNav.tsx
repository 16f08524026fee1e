import { SiteLink } from "@/components/link/SiteLink";
import { NAV_DEPTH } from "@/config/constants";
import { isCurrentPage } from "@/mapping/navigation/active-trail";
import type { NavItem } from "@/mapping/navigation/nav-item";
import { NavClose } from "./NavClose.client";
import { NavPanel } from "./NavPanel.client";
import { NavToggle } from "./NavToggle.client";

interface NavProps {
  items: NavItem[];
  /** '{short name} Home' in subsite mode. */
  homeItem: NavItem | null;
  /** The ids of the current page's links, level by level (activeTrail). */
  trail: string[];
  /** The current page's path: its own link is marked as the current page. */
  path: string;
}

type LevelProps = Omit<NavProps, "homeItem"> & { level: number; subsite: boolean };

/**
 * The main navigation as nested lists (WAI-ARIA disclosure navigation), rendered by the server: one tree that is a
 * level-1 bar, level-2 bar and three-column sublevels panel on large screens, and an accordion with back-arrow
 * drawers on small ones (styles in navigation.css). Its toggles and panels are the header island's controls
 * (NavToggle, NavPanel): a closed panel is an empty element, so a page's HTML carries the first level only.
 */
export function MainNav({ items, homeItem, trail, path }: NavProps) {
  // In subsite mode the home item is first on large screens and last otherwise: two copies, one shown.
  const list = homeItem ? [{ ...homeItem, id: `${homeItem.id}-first` }, ...items, homeItem] : items;
  return (
    <nav id="main-nav" className="site-nav" aria-label="Main">
      <NavLevel items={list} level={0} trail={trail} path={path} subsite={homeItem !== null} />
    </nav>
  );
}

function NavLevel(list: LevelProps) {
  return (
    <ul className={`nav-list nav-list--l${list.level + 1}`}>
      {list.items.map((item, index) => (
        <NavEntry key={item.id} list={list} item={item} index={index} />
      ))}
    </ul>
  );
}

function itemClasses(item: NavItem, { level, trail, subsite, items }: LevelProps, index: number): string {
  const classes = ["nav-item"];
  if (trail[level] === item.id) classes.push("is-active");
  if (item.cta) classes.push("nav-item--cta");
  if (item.hiddenOnDesktop) classes.push("nav-item--small-only");
  if (subsite && level === 0 && index === 0) classes.push("nav-item--large-only");
  if (subsite && level === 0 && index === items.length - 1) classes.push("nav-item--small-only");
  return classes.join(" ");
}

/** A link of the menu, with its toggle and panel when it has links under it. */
function NavEntry({ item, index, list }: { item: NavItem; index: number; list: LevelProps }) {
  const { level, path, trail, subsite } = list;
  const hasChildren = item.children.length > 0 && level < NAV_DEPTH - 1;
  return (
    <li className={itemClasses(item, list, index)}>
      <div className="nav-item__row">
        <SiteLink className="nav-link" href={item.uri} aria-current={isCurrentPage(item.uri, path) ? "page" : undefined}>
          {item.title}
        </SiteLink>
        {hasChildren && <NavToggle id={item.id} level={level} title={item.title} />}
      </div>
      {hasChildren && (
        <NavPanel id={item.id} level={level}>
          {level === 1 && <NavIntro item={item} />}
          {level >= 2 && <p className="nav-drawer__title">{item.title}</p>}
          <NavLevel items={item.children} level={level + 1} trail={trail} path={path} subsite={subsite} />
        </NavPanel>
      )}
    </li>
  );
}

/** A level-2 panel's intro (large screens): the link's title, its description and its page. */
function NavIntro({ item }: { item: NavItem }) {
  return (
    <div className="nav-intro">
      <p className="nav-intro__title">{item.title}</p>
      {item.description && <p className="nav-intro__text">{item.description}</p>}
      <SiteLink className="button button--primary" href={item.uri}>
        Find out more
      </SiteLink>
      <NavClose />
    </div>
  );
}
