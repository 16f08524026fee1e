import type { Dispatch } from "react";
import { Icon } from "@/components/icons/Icon";
import { CONCIERGE_MENU_ID } from "@/components/concierge/concierge-menu-id";
import { EditorStatus } from "@/features/editor/EditorStatus.client";
import type { NavAction, NavState } from "@/features/navigation/nav-state";
import { ShortlistLink } from "@/features/shortlist/ShortlistLink.client";
import { preloadSearchPanel } from "./LazySearchPanel.client";

interface Props {
  state: NavState;
  dispatch: Dispatch<NavAction>;
  /** Whether the site has a login concierge (its button shows only then). */
  hasConcierge: boolean;
  editorName: string | null;
  closeSearch: () => void;
  toggleMenu: () => void;
}

/** The bar's buttons: the editor's status, the shortlist, Login, Search and (on small screens) Menu. */
export function HeaderActions({ state, dispatch, hasConcierge, editorName, closeSearch, toggleMenu }: Props) {
  return (
    <div className="site-header__actions">
      <EditorStatus serverName={editorName} />
      <ShortlistLink />
      {hasConcierge && (
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
        onClick={toggleMenu}>
        <Icon name={state.menuOpen ? "close" : "menu"} />
        <span className="visually-hidden">Toggle menu</span>
        <span aria-hidden="true">Menu</span>
      </button>
    </div>
  );
}
