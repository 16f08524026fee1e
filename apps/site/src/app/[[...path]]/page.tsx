import type { Metadata } from "next";
import { LoadedPageView } from "@/templates/LoadedPageView";
import { SectionNav } from "@/components/section-nav/SectionNav";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPage, type LoadedPage } from "@/resolve/load-page";
import { pathFromSegments } from "@/resolve/request-path";
import { loadSectionNav } from "@/resolve/section-nav";
import { requestRoute } from "@/resolve/request-route";

interface PageProps {
  params: Promise<{ path?: string[] }>;
}

// Every path here renders on first request and is then served from cache, refreshed each minute (and
// on demand by cache tag). Nothing per-visitor is read: search, login and preview have their own routes.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function requestPath(params: PageProps["params"]): Promise<string | null> {
  return requestRoute(pathFromSegments((await params).path), "").path;
}

async function resolve(params: PageProps["params"]): Promise<LoadedPage> {
  const path = await requestPath(params);
  return path === null ? { kind: "not-found" } : loadPage(path, "");
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return safePageMetadata(() => resolve(params));
}

export default async function Page({ params }: PageProps) {
  const page = await resolve(params);
  const path = await requestPath(params);
  const section = page.kind === "content" && path !== null ? await loadSectionNav(path) : null;
  return <LoadedPageView page={page} aside={section ? <SectionNav section={section} /> : undefined} />;
}
