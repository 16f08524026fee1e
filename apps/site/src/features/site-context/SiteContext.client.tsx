"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SiteContextValue } from "@/mapping/site-context";

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteContextProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSiteContext(): SiteContextValue | null {
  return useContext(SiteContext);
}
