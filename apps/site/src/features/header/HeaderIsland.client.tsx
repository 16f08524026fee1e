"use client";
import { usePathname } from "next/navigation";
import { useCallback, useRef } from "react";
import { Icon } from "@/components/icons/Icon";
import { CONCIERGE_MENU_ID } from "@/components/concierge/concierge-menu-id";
import { NavControlsContext } from "@/features/navigation/nav-controls";
import { sublevelsOpen, type NavState } from "@/features/navigation/nav-state";
import { escapeStep } from "./escape-step";
import { HeaderButtons } from "./HeaderButtons.client";
import { LazySearchPanel } from "./LazySearchPanel.client";
import { useDrawerPosition } from "./use-drawer-position";
import { focusById, useHeaderControls } from "./use-header-controls";
import { useNewPath } from "./use-new-path";
import { useOpenSearchLinks } from "./use-open-search-links";
import { useOutsidePress } from "./use-outside-press";
import { useScrolledPast } from "./use-sticky";

interface Props {
  /** The logo and the subsite's title (HeaderBrand, rendered by the server). */
  brand: React.ReactNode;
  /** The signed-in editor and the shortlist's link, before the bar's buttons. */
  status: React.ReactNode;
  /** The main navigation (MainNav, rendered by the server), whose toggles and panels use this island's state. */
  nav: React.ReactNode;
  /** The login concierge's links (ConciergeMenu, rendered by the server); null when the site has none. */
  concierge: React.ReactNode;
  /** The ids of the current page's menu links, level by level: the menu opens at them. */
  trail: string[];
  productName: string;
  searchParams: Record<string, string>;
}

function headerClasses(state: NavState, sticky: boolean): string {
  const classes = ["site-header"];
  if (state.menuOpen) classes.push("is-menu-open");
  if (state.open[0]) classes.push("is-level2-open");
  if (sublevelsOpen(state)) classes.push("is-sublevels-open");
  if (sticky) classes.push("is-sticky");
  return classes.join(" ");
}

/**
 * What a person does with the header, around the markup the server renders (SiteHeader): the open menu, level,
 * login menu and search panel; Escape, a press or focus elsewhere closing them; focus returned to the control
 * that opened them; the sticky bar once the header has scrolled away. It holds no navigation data.
 */
export function HeaderIsland({ brand, status, nav, concierge, trail, productName, searchParams }: Props) {
  const controls = useHeaderControls(trail);
  const { state, dispatch } = controls;
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const sticky = useScrolledPast(marker);
  const anythingOpen = state.menuOpen || state.loginOpen || state.open[0] !== null;
  const closeAll = useCallback(() => dispatch({ type: "closeAll" }), [dispatch]);
  const openSearch = useCallback(() => dispatch({ type: "toggleSearch", open: true }), [dispatch]);

  // A new page closes whatever was open (not the page the header was hydrated on: useNewPath).
  useNewPath(usePathname() ?? "/", () => {
    closeAll();
    dispatch({ type: "toggleSearch", open: false });
  });
  useOpenSearchLinks(openSearch);
  useOutsidePress(header, anythingOpen, closeAll);
  useDrawerPosition(header, bar, state.menuOpen);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const step = escapeStep(state);
    if (step === null) return;
    dispatch(step.action);
    focusById(step.focus);
    event.preventDefault();
  };

  // Focus moving to somewhere outside the header (Tab past the end, a click elsewhere) closes the menus.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && anythingOpen) closeAll();
  };

  return (
    <NavControlsContext value={controls}>
      <header ref={header} className={headerClasses(state, sticky)} onKeyDown={onKeyDown} onBlur={onBlur}>
        <div ref={bar} className="site-header__bar">
          <div className="container site-header__inner">
            {brand}
            <div className="site-header__actions">
              {status}
              <HeaderButtons hasLogin={concierge !== null} />
            </div>
          </div>
        </div>
        <div ref={marker} className="site-header__marker" />
        <div className="site-header__nav-slot">
          <div className="site-header__nav-row">
            <div className="container site-header__nav-inner">
              {nav}
              {sticky && (
                <button type="button" className="header-button header-button--sticky-search" onClick={openSearch}>
                  <Icon name="search" />
                  <span className="visually-hidden">Search</span>
                </button>
              )}
            </div>
          </div>
        </div>
        {concierge !== null && (
          <div id={CONCIERGE_MENU_ID} className="concierge" hidden={!state.loginOpen}>
            {concierge}
          </div>
        )}
        {state.searchOpen && <LazySearchPanel productName={productName} configuredParams={searchParams} onClose={controls.closeSearch} />}
        <div className="site-header__overlay" hidden={!(state.menuOpen || sublevelsOpen(state))} onClick={closeAll} />
      </header>
    </NavControlsContext>
  );
}
