import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { config } from "@/config/env";
import { ERROR_TEXTS } from "@/components/error-page/error-strings";
import { NotFoundView } from "@/features/not-found-reload/NotFoundView.client";
import { GenericErrorView } from "@/features/page-error/GenericErrorView.client";
import { pathFromSegments } from "@/resolve/request-path";
import { loadSiteShell } from "@/resolve/site-shell";
import { requestedErrorView } from "@/routing/error-view";
import { SiteDocument } from "@/templates/shell/SiteDocument";

interface PageProps {
  params: Promise<{ variant: string; path?: string[] }>;
}

/**
 * The error page of an address, rendered in HTML for the server's error-page stage (server/stages/error-pages.mjs), which
 * sends it with the failed page's own status. Only that adapter's requests reach it (routing/error-view.ts); it
 * renders per request and is never cached, so a failure of the moment is never kept.
 */
export const dynamic = "force-dynamic";

async function variantOf(params: PageProps["params"]) {
  const { variant } = await params;
  const asked = requestedErrorView(await headers(), config().errorViewHeader);
  return asked !== null && asked === variant ? asked : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const variant = await variantOf(params);
  return {
    title: variant === "error" ? ERROR_TEXTS.genericTitle : ERROR_TEXTS.notFoundTitle,
    robots: { index: false, follow: true },
  };
}

export default async function ErrorViewPage({ params }: PageProps) {
  const variant = await variantOf(params);
  if (variant === null) notFound();
  const path = pathFromSegments((await params).path);
  return <SiteDocument shell={await loadSiteShell(path)}>{variant === "not-found" ? <NotFoundView /> : <GenericErrorView />}</SiteDocument>;
}
