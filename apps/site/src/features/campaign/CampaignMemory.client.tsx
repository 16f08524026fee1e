"use client";
import { useEffect } from "react";
import { rememberCampaign, tabStorage } from "./campaign-memory";

/** Remembers, for the rest of the visit in this tab, the campaign of the address the visitor arrived at. */
export function CampaignMemory() {
  useEffect(() => {
    rememberCampaign(window.location.search, tabStorage());
  }, []);
  return null;
}
