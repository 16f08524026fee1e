"use client";
import { usePathname } from "next/navigation";
import { useCallback, useMemo, useReducer, useRef } from "react";
import { Icon } from "@/components/icons/Icon";
import { BREAKPOINTS } from "@/config/constants";
import { CONCIERGE_MENU_ID } from "@/components/concierge/concierge-menu-id";
import { activeTrail } from "@/mapping/navigation/active-trail";
import { MainNav, subId, toggleId } from "@/features/navigation/MainNav";
import { initialNavState, navReducer, sublevelsOpen, type NavState } from "@/features/navigation/nav-state";
import type { SiteHeaderModel } from "@/mapping/site-header";
import { escapeStep, menuOpener } from "./escape-step";
import { HeaderActions } from "./HeaderActions";
import { HeaderBrand } from "./HeaderBrand";
import { LazySearchPanel } from "./LazySearchPanel.client";
import { useDrawerPosition } from "./use-drawer-position";
import { useNewPath } from "./use-new-path";
import { useOpenSearchLinks } from "./use-open-search-links";
import { useOutsidePress } from "./use-outside-press";
import { useScrolledPast } from "./use-sticky";

interface Props {
  model: Omit<SiteHeaderModel, "concierge">;
  /** The login concierge's links (ConciergeMenu, rendered by the server); null when the site has none. */
  concierge: React.ReactNode;
  productName: string;
  searchParams: Record<string, string>;
  /** The signed-in editor, when the page is rendered per request for one (preview, sign-in). */
  editorName?: string | null;
}

const isSmallScreen = () => !window.matchMedia(`(min-width: ${BREAKPOINTS.l}px)`).matches;
const focusById = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The header's classes: what is open, and whether it sticks to the top. */
function headerClasses(state: NavState, sticky: boolean): string {
  const classes = ["site-header"];
  if (state.menuOpen) classes.push("is-menu-open");
  if (state.open[0]) classes.push("is-level2-open");
  if (sublevelsOpen(state)) classes.push("is-sublevels-open");
  if (sticky) classes.push("is-sticky");
  return classes.join(" ");
}

/** Everything at the top of every page: the navigation bar, main navigation, shortlist link, login concierge and search. */
export function SiteHeader({ model, concierge, productName, searchParams, editorName = null }: Props) {
  const path = usePathname() ?? "/";
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const trail = useMemo(() => activeTrail(model.menu, path), [model.menu, path]);
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const sticky = useScrolledPast(marker);
  const anythingOpen = state.menuOpen || state.loginOpen || state.open[0] !== null;

  const closeAll = useCallback(() => dispatch({ type: "closeAll" }), []);
  const openSearch = useCallback(() => dispatch({ type: "toggleSearch", open: true }), []);
  const closeSearch = useCallback(() => {
    dispatch({ type: "toggleSearch", open: false });
    focusById("search-toggle");
  }, []);

  // A new page closes whatever was open (not the page the header was hydrated on: useNewPath).
  useNewPath(path, () => {
    closeAll();
    dispatch({ type: "toggleSearch", open: false });
  });
  useOpenSearchLinks(openSearch);
  useOutsidePress(header, anythingOpen, closeAll);
  useDrawerPosition(header, bar, state.menuOpen);

  const closeMenu = () => {
    const opener = menuOpener(state);
    closeAll();
    focusById(opener);
  };

  // Escape closes the innermost open thing and returns focus to the control that opened it.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === "Escape" ? escapeStep(state) : null;
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

  const onDrawer = (id: string, opening: boolean) => {
    if (isSmallScreen()) focusById(opening ? `${subId(id)}-back` : toggleId(id));
  };

  return (
    <header ref={header} className={headerClasses(state, sticky)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div ref={bar} className="site-header__bar">
        <div className="container site-header__inner">
          <HeaderBrand model={model} />
          <HeaderActions state={state} dispatch={dispatch} hasConcierge={concierge !== null} editorName={editorName} closeSearch={closeSearch}
            toggleMenu={() => dispatch({ type: "toggleMenu", activeTrail: trail })} />
        </div>
      </div>
      <div ref={marker} className="site-header__marker" />
      <div className="site-header__nav-slot">
        <div className="site-header__nav-row">
          <div className="container site-header__nav-inner">
            <MainNav items={model.menu} homeItem={model.homeItem} state={state} trail={trail} path={path} dispatch={dispatch}
              onDrawer={onDrawer} onCloseMenu={closeMenu} />
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
      {state.searchOpen && <LazySearchPanel productName={productName} configuredParams={searchParams} onClose={closeSearch} />}
      <div className="site-header__overlay" hidden={!(state.menuOpen || sublevelsOpen(state))} onClick={closeAll} />
    </header>
  );
}
