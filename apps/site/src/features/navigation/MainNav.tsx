import type { Dispatch } from "react";
import { Icon } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import { NAV_DEPTH } from "@/config/constants";
import { isCurrentPage } from "@/mapping/navigation/active-trail";
import type { NavItem } from "@/mapping/navigation/nav-item";
import type { NavAction, NavState } from "./nav-state";

interface NavProps {
  items: NavItem[];
  homeItem: NavItem | null;
  state: NavState;
  trail: string[];
  path: string;
  dispatch: Dispatch<NavAction>;
  /** Focus moves of the small-screen drawers: into a drawer when it opens, back to its toggle when it closes. */
  onDrawer: (id: string, opening: boolean) => void;
  /** 'close menu': closes everything and puts focus back where the menu was opened. */
  onCloseMenu: () => void;
}

export const toggleId = (id: string) => `toggle-${id}`;
export const subId = (id: string) => `sub-${id}`;

/**
 * The main navigation as nested lists (WAI-ARIA disclosure navigation): one tree that is a level-1 bar,
 * level-2 bar and three-column sublevels panel on large screens, and an accordion with back-arrow drawers
 * on small ones (styles in navigation.css). A closed panel is an empty element: its links are rendered when it
 * opens, so a page's HTML carries the first level only (the rest would be hidden there anyway, and was most of the
 * markup before the main content), while the menu's data comes with the header's props.
 */
export function MainNav(props: NavProps) {
  const { homeItem, items } = props;
  return (
    <nav id="main-nav" className="site-nav" aria-label="Main">
      <NavLevel {...props} items={homeItem ? [{ ...homeItem, id: `${homeItem.id}-first` }, ...items, homeItem] : items} level={0} />
    </nav>
  );
}

function NavLevel(props: NavProps & { level: number }) {
  const { items, level, state, trail, path, dispatch, onDrawer } = props;
  const last = items.length - 1;
  return (
    <ul className={`nav-list nav-list--l${level + 1}`}>
      {items.map((item, index) => {
        const open = state.open[level] === item.id;
        const hasChildren = item.children.length > 0 && level < NAV_DEPTH - 1;
        const drawer = level >= 1; // children of level 2 onward open as drawers on small screens
        const classes = ["nav-item"];
        if (trail[level] === item.id) classes.push("is-active");
        if (item.cta) classes.push("nav-item--cta");
        if (item.hiddenOnDesktop) classes.push("nav-item--small-only");
        // In subsite mode the home item is first on large screens and last otherwise: two copies, one shown.
        if (props.homeItem && level === 0 && index === 0) classes.push("nav-item--large-only");
        if (props.homeItem && level === 0 && index === last) classes.push("nav-item--small-only");
        return (
          <li key={item.id} className={classes.join(" ")}>
            <div className="nav-item__row">
              <SiteLink className="nav-link" href={item.uri} aria-current={isCurrentPage(item.uri, path) ? "page" : undefined}>
                {item.title}
              </SiteLink>
              {hasChildren && (
                <button
                  type="button"
                  className="nav-toggle"
                  id={toggleId(item.id)}
                  aria-expanded={open}
                  aria-controls={subId(item.id)}
                  onClick={() => {
                    dispatch({ type: "toggleLink", level, id: item.id, activeTrail: trail });
                    if (drawer) onDrawer(item.id, !open);
                  }}
                >
                  <span className="visually-hidden">Toggle {item.title}</span>
                  {level >= 2 ? (
                    <Icon name="arrow-right" className="nav-toggle__icon" />
                  ) : (
                    <Icon name="chevron-down" className="nav-toggle__icon nav-toggle__icon--chevron" />
                  )}
                </button>
              )}
            </div>
            {hasChildren && (
              <div id={subId(item.id)} className={`nav-sub nav-sub--l${level + 2}`} hidden={!open}>
                {open && (
                  <div className="nav-sub__inner">
                    {drawer && (
                      <button type="button" className="nav-back" id={`${subId(item.id)}-back`} onClick={() => {
                        dispatch({ type: "closeFrom", level });
                        onDrawer(item.id, false);
                      }}>
                        <Icon name="arrow-left" />
                        Go back
                      </button>
                    )}
                    {level === 1 && (
                      <div className="nav-intro">
                        <p className="nav-intro__title">{item.title}</p>
                        {item.description && <p className="nav-intro__text">{item.description}</p>}
                        <SiteLink className="button button--primary" href={item.uri}>
                          Find out more
                        </SiteLink>
                        <button type="button" className="nav-close" onClick={props.onCloseMenu}>
                          <Icon name="close" />
                          close menu
                        </button>
                      </div>
                    )}
                    {level >= 2 && <p className="nav-drawer__title">{item.title}</p>}
                    <NavLevel {...props} items={item.children} level={level + 1} />
                  </div>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
