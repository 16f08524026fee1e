"use client";
import { useEffect } from "react";

/** 'Skip to search' (and any other [data-open-search] link) opens the search panel instead of leaving the page. */
export function useOpenSearchLinks(openSearch: () => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-open-search]")) {
        // Captured before the link's own handler, which would otherwise navigate.
        event.preventDefault();
        event.stopPropagation();
        openSearch();
      }
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [openSearch]);
}
