"use client";
import { useEffect, type RefObject } from "react";

/** The small-screen drawer sits just under the bar, wherever the bar is, and the page behind stays put. */
export function useDrawerPosition(header: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, menuOpen: boolean) {
  useEffect(() => {
    if (menuOpen && bar.current) header.current?.style.setProperty("--drawer-top", `${Math.max(0, bar.current.getBoundingClientRect().bottom)}px`);
    document.documentElement.classList.toggle("has-open-menu", menuOpen);
  }, [header, bar, menuOpen]);
}
