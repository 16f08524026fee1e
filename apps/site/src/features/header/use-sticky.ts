"use client";
import { useEffect, useState, type RefObject } from "react";

/** True once the element (a marker at the bottom of the header) has scrolled out of view above. */
export function useScrolledPast(marker: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = marker.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [marker]);
  return past;
}
