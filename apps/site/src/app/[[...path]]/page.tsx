import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { ContentPage } from "@/components/page/ContentPage";
import { ListingPage } from "@/components/page/ListingPage";
import { SimplePage } from "@/components/page/SimplePage";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadPage, type LoadedPage } from "@/resolve/load-page";
import { pathFromSegments } from "@/resolve/request-path";
import { searchString } from "@/resolve/search-string";
import { normalisePath } from "@/routing/normalise-path";
import { matchRoute } from "@/routing/route-table";
import { parseAuthCookie } from "@/tide/auth-token";

interface PageProps {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Public pages render on first request and are served from cache, refreshed every minute (and on
// demand by cache tag). Pages that read the query or cookies render per request.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** Kinds whose page depends on the query string or the visitor's cookies (never cached). */
const PER_REQUEST = new Set(["search", "login", "preview", "study-area"]);

async function resolve({ params, searchParams }: PageProps): Promise<{ page: LoadedPage; query: string }> {
  const normalised = normalisePath(pathFromSegments((await params).path));
  if (!normalised.ok) return { page: { kind: "not-found" }, query: "" };
  const cfg = config();
  const path = normalised.path;
  const byPath = matchRoute(path, new URLSearchParams(), { productSlug: cfg.productSlug, productShortName: cfg.productShortName });
  if (!PER_REQUEST.has(byPath.kind)) return { page: await loadPage(path, "", null), query: "" };
  const search = searchString(await searchParams);
  const token = byPath.kind === "preview" ? parseAuthCookie((await cookies()).toString() || undefined) : null;
  const query = new URLSearchParams(search).get("query") ?? "";
  return { page: await loadPage(path, search, token), query };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { page } = await resolve(props);
  if (page.kind === "redirect") return {};
  if (page.kind === "not-found") return { title: "Page not found" };
  return toMetadata(page.head);
}

export default async function Page(props: PageProps) {
  const { page, query } = await resolve(props);
  switch (page.kind) {
    case "redirect":
      if (page.statusCode === 301 || page.statusCode === 308) permanentRedirect(page.url);
      redirect(page.url);
    case "not-found":
      notFound();
    case "content":
      return <ContentPage view={page.view} />;
    case "listing":
      return <ListingPage {...page.listing} />;
    case "simple":
      return <SimplePage title={page.title} intro={page.intro} links={page.links} form={page.form} query={query} />;
  }
}
