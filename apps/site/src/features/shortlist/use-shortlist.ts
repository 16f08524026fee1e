"use client";
import { useSyncExternalStore } from "react";
import { getShortlist, subscribe } from "./shortlist-store";
import type { ShortlistCourse } from "./types";

const notYet = () => null;

/** The saved courses, kept current across tabs; null on the server and while the page hydrates (storage is unknown there). */
export function useShortlist(): readonly ShortlistCourse[] | null {
  return useSyncExternalStore(subscribe, getShortlist, notYet);
}
