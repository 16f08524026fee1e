"use client";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { Icon } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import { BREAKPOINTS } from "@/config/constants";
import { CONCIERGE_MENU_ID } from "@/components/concierge/concierge-menu-id";
import { EditorStatus } from "@/features/editor/EditorStatus.client";
import { activeTrail } from "@/mapping/navigation/active-trail";
import { MainNav, subId, toggleId } from "@/features/navigation/MainNav";
import { initialNavState, navReducer, sublevelsOpen } from "@/features/navigation/nav-state";
import { ShortlistLink } from "@/features/shortlist/ShortlistLink.client";
import type { SiteHeaderModel } from "@/mapping/site-header";
import { useNewPath } from "./use-new-path";
import { useScrolledPast } from "./use-sticky";

// The search panel's code arrives when a visitor first opens it (and is fetched early when they point at or focus
// its button), not with every page: it is never part of the page the server sends.
// (React's own lazy: next/dynamic would bring its loader to every page.)
const loadSearchPanel = () => import("@/features/search/SearchPanel.client").then((m) => ({ default: m.SearchPanel }));
const SearchPanel = lazy(loadSearchPanel);
const preloadSearchPanel = () => void loadSearchPanel();

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

/** Everything at the top of every page: the navigation bar, main navigation, shortlist link, login concierge and search. */
export function SiteHeader({ model, concierge, productName, searchParams, editorName = null }: Props) {
  const path = usePathname() ?? "/";
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const trail = useMemo(() => activeTrail(model.menu, path), [model.menu, path]);
  const header = useRef<HTMLElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const sticky = useScrolledPast(marker);

  // A new page closes whatever was open (not the page the header was hydrated on: useNewPath).
  useNewPath(path, () => {
    dispatch({ type: "closeAll" });
    dispatch({ type: "toggleSearch", open: false });
  });

  // 'Skip to search' (and any other [data-open-search] link) opens the panel instead of leaving the page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-open-search]")) {
        // Captured before the link's own handler, which would otherwise navigate.
        event.preventDefault();
        event.stopPropagation();
        dispatch({ type: "toggleSearch", open: true });
      }
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  // A pointer press anywhere outside the header closes the navigation and the login menu.
  const anythingOpen = state.menuOpen || state.loginOpen || state.open[0] !== null;
  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) dispatch({ type: "closeAll" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [anythingOpen]);

  // The small-screen drawer sits just under the bar, wherever the bar is, and the page behind stays put.
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.menuOpen && bar.current) header.current?.style.setProperty("--drawer-top", `${Math.max(0, bar.current.getBoundingClientRect().bottom)}px`);
    document.documentElement.classList.toggle("has-open-menu", state.menuOpen);
  }, [state.menuOpen]);

  const closeSearch = useCallback(() => {
    dispatch({ type: "toggleSearch", open: false });
    focusById("search-toggle");
  }, []);

  const closeMenu = () => {
    const opener = state.menuOpen ? "menu-toggle" : state.open[0] ? toggleId(state.open[0]) : "menu-toggle";
    dispatch({ type: "closeAll" });
    focusById(opener);
  };

  // Escape closes the innermost open thing and returns focus to the control that opened it.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const deepest = state.open.findLastIndex((id) => id !== null);
    if (state.loginOpen) {
      dispatch({ type: "toggleLogin" });
      focusById("login-toggle");
    } else if (deepest >= 0) {
      const id = state.open[deepest] as string;
      dispatch({ type: "closeFrom", level: deepest });
      focusById(toggleId(id));
    } else if (state.menuOpen) {
      closeMenu();
    } else if (state.searchOpen) {
      closeSearch();
    } else return;
    event.preventDefault();
  };

  // Focus moving to somewhere outside the header (Tab past the end, a click elsewhere) closes the menus.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && anythingOpen) dispatch({ type: "closeAll" });
  };

  const onDrawer = (id: string, opening: boolean) => {
    if (isSmallScreen()) focusById(opening ? `${subId(id)}-back` : toggleId(id));
  };

  const overlay = state.menuOpen || sublevelsOpen(state);
  const classes = ["site-header"];
  if (state.menuOpen) classes.push("is-menu-open");
  if (state.open[0]) classes.push("is-level2-open");
  if (sublevelsOpen(state)) classes.push("is-sublevels-open");
  if (sticky) classes.push("is-sticky");

  return (
    <header ref={header} className={classes.join(" ")} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div ref={bar} className="site-header__bar">
        <div className="container site-header__inner">
          <SiteLink className="site-header__logo" href={model.logoHref}>
            {model.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- SVG logos from the content service; sized, never optimised.
              <img src={model.logo.src} alt={model.logo.alt || model.siteName} width={model.logo.width ?? 160} height={model.logo.height ?? 48} />
            ) : (
              <span className="site-header__wordmark">{model.siteName}</span>
            )}
          </SiteLink>
          {model.siteTitle && <p className="site-header__title">{model.siteTitle}</p>}
          <div className="site-header__actions">
            <EditorStatus serverName={editorName} />
            <ShortlistLink />
            {concierge !== null && (
              <button type="button" id="login-toggle" className="header-button" aria-expanded={state.loginOpen} aria-controls={CONCIERGE_MENU_ID}
                onClick={() => dispatch({ type: "toggleLogin" })}>
                <Icon name="user" />
                <span>Login</span>
              </button>
            )}
            {/* A form of its own: before scripts run (or without them) a press goes to the search page; once they
                have, it opens the search panel in place. */}
            <form action="/search" method="get" className="site-header__search">
              <button type="submit" id="search-toggle" className="header-button" aria-expanded={state.searchOpen} aria-controls="search-panel"
                onPointerEnter={preloadSearchPanel} onFocus={preloadSearchPanel}
                onClick={(event) => {
                  event.preventDefault();
                  if (state.searchOpen) closeSearch();
                  else dispatch({ type: "toggleSearch", open: true });
                }}>
                <Icon name="search" />
                <span>Search</span>
              </button>
            </form>
            <button type="button" id="menu-toggle" className="header-button header-button--menu" aria-expanded={state.menuOpen} aria-controls="main-nav"
              onClick={() => dispatch({ type: "toggleMenu", activeTrail: trail })}>
              <Icon name={state.menuOpen ? "close" : "menu"} />
              <span className="visually-hidden">Toggle menu</span>
              <span aria-hidden="true">Menu</span>
            </button>
          </div>
        </div>
      </div>
      <div ref={marker} className="site-header__marker" />
      <div className="site-header__nav-slot">
        <div className="site-header__nav-row">
          <div className="container site-header__nav-inner">
            <MainNav items={model.menu} homeItem={model.homeItem} state={state} trail={trail} path={path} dispatch={dispatch}
              onDrawer={onDrawer} onCloseMenu={closeMenu} />
            {sticky && (
              <button type="button" className="header-button header-button--sticky-search" onClick={() => dispatch({ type: "toggleSearch", open: true })}>
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
      {state.searchOpen && (
        <Suspense fallback={null}>
          <SearchPanel productName={productName} configuredParams={searchParams} onClose={closeSearch} />
        </Suspense>
      )}
      <div className="site-header__overlay" hidden={!overlay} onClick={() => dispatch({ type: "closeAll" })} />
    </header>
  );
}
