"use client";
import { lazy, Suspense } from "react";

// The search panel's code arrives when a visitor first opens it (and is fetched early when they point at or focus
// its button), not with every page: it is never part of the page the server sends.
// (React's own lazy: next/dynamic would bring its loader to every page.)
const loadSearchPanel = () => import("@/features/search/SearchPanel.client").then((m) => ({ default: m.SearchPanel }));
const SearchPanel = lazy(loadSearchPanel);

/** Starts loading the panel's code (pointer over or focus on the Search button). */
export const preloadSearchPanel = () => void loadSearchPanel();

/** The search panel, once its code has arrived. */
export function LazySearchPanel(props: { productName: string; configuredParams: Record<string, string>; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <SearchPanel {...props} />
    </Suspense>
  );
}
