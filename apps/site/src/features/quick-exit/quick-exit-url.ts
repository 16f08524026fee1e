import { DEFAULT_QUICK_EXIT_URL } from "@yu/site-data";
import type { SiteData } from "@/tide/types";

/** Pages that always offer the quick exit, whatever their site says: a student may be looking for help in danger. */
export const QUICK_EXIT_PATHS: readonly string[] = ["/student-wellbeing-assistant"];

/**
 * The escape address when the page's site shows the quick-exit button (field_t_site_show_exit_site), or the
 * page is one of QUICK_EXIT_PATHS; else null. Only an http(s) address is used: anything else (a typo, a script
 * URL) gives the default search page.
 */
export function quickExitUrl(site: Pick<SiteData, "field_t_site_show_exit_site" | "quickExitUrl"> | null, path = ""): string | null {
  if (QUICK_EXIT_PATHS.includes(path)) return usableUrl(site?.quickExitUrl ?? "");
  if (!site?.field_t_site_show_exit_site) return null;
  return usableUrl(site.quickExitUrl);
}

function usableUrl(value: string): string {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : DEFAULT_QUICK_EXIT_URL;
  } catch {
    return DEFAULT_QUICK_EXIT_URL;
  }
}
