"use client";
import { Icon } from "@/components/icons/Icon";
import { CONCIERGE_MENU_ID } from "@/components/concierge/concierge-menu-id";
import { useNavControls } from "@/features/navigation/nav-controls";
import { preloadSearchPanel } from "./LazySearchPanel.client";

/** The bar's buttons: Login (when the site has a login menu), Search and, on small screens, the menu's. */
export function HeaderButtons({ hasLogin }: { hasLogin: boolean }) {
  const { state, dispatch, trail, closeSearch } = useNavControls();
  return (
    <>
      {hasLogin && (
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
    </>
  );
}
