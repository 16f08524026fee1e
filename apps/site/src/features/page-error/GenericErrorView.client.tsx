"use client";

import { ErrorPage } from "@/components/error-page/ErrorPage";
import { errorContent } from "@/components/error-page/error-texts";
import { useSiteContext } from "@/features/site-context/SiteContext.client";

/** The generic error page (spec §2.4) with the site's own intro and links when its site data sets them. */
export function GenericErrorView() {
  const site = useSiteContext();
  const content = errorContent("generic", site?.productSlug ?? "yu", site?.errorOverrides ?? null);
  return <ErrorPage variant="generic" {...content} />;
}
