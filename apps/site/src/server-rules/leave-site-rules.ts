import { processWide } from "@/config/process-wide";
import type { SiteRules } from "./site-rules";
import { SITE_RULES_KEY } from "./site-rules-key.mjs";

/** What the instrumentation hook leaves for the site's server: the rules, or why they could not be made. */
export type LeftSiteRules = { rules: SiteRules } | { failure: string };

/**
 * Makes the site's rules (their configuration read and checked) and leaves them under SITE_RULES_KEY, where the
 * site's server reads them (server/site-rules.mjs). A rule that cannot be made (an invalid configuration) is left as
 * a failure rather than thrown: the server then refuses to start with one line saying why, where Next would log a
 * thrown error at length, twice, first.
 */
export async function leaveSiteRules(options: { development: boolean }): Promise<void> {
  const left = await madeOrFailed(options);
  processWide(SITE_RULES_KEY, () => left);
}

async function madeOrFailed(options: { development: boolean }): Promise<LeftSiteRules> {
  try {
    // Imported here, so that a configuration read as the modules load fails here too.
    const { siteRules } = await import("./site-rules");
    return { rules: siteRules(options) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}
