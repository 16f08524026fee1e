import type { MetadataRoute } from "next";
import { config } from "@/config/env";
import { robotsRules } from "@/mapping/sitemap/robots-rules";

export const dynamic = "force-dynamic";

/** robots.txt: everything public may be crawled; personal and per-query pages may not. */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(config().siteOrigin);
}
