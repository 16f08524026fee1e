import { DEFAULT_QUICK_EXIT_URL } from "@/config/constants";
import type { SiteData } from "@/tide/types";

/**
 * The escape address when the page's site shows the quick-exit button (field_t_site_show_exit_site), else
 * null. Only an http(s) address is used: anything else (a typo, a script URL) gives the default search page.
 */
export function quickExitUrl(site: Pick<SiteData, "field_t_site_show_exit_site" | "quickExitUrl"> | null): string | null {
  if (!site?.field_t_site_show_exit_site) return null;
  try {
    const url = new URL(site.quickExitUrl.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : DEFAULT_QUICK_EXIT_URL;
  } catch {
    return DEFAULT_QUICK_EXIT_URL;
  }
}
