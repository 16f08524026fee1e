import type { Metadata } from "next";
import { LoadedPageView } from "@/components/page/LoadedPageView";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPage, type LoadedPage } from "@/resolve/load-page";
import { pathFromSegments } from "@/resolve/request-path";
import { normalisePath } from "@/routing/normalise-path";

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

async function resolve(params: PageProps["params"]): Promise<LoadedPage> {
  const normalised = normalisePath(pathFromSegments((await params).path));
  if (!normalised.ok) return { kind: "not-found" };
  return loadPage(normalised.path, "", null);
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return safePageMetadata(() => resolve(params));
}

export default async function Page({ params }: PageProps) {
  return <LoadedPageView page={await resolve(params)} />;
}
