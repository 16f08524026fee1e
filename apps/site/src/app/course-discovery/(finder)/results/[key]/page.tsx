import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage } from "@/resolve/search-page";
import { liveSearchHref, searchFromCacheKey } from "@/routing/search-cache-key";
import { CourseFinderPage } from "@/templates/course-finder/CourseFinderPage";

interface PageProps {
  params: Promise<{ key: string }>;
}

// The same for everyone for a minute: the proxy serves /course-discovery?… from here, where the page cache
// keeps it (nothing per visitor is read; the audience is part of the address, hence of the key).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function load(params: PageProps["params"]) {
  const search = searchFromCacheKey((await params).key, "courses");
  if (search === null) notFound();
  return { search, data: await loadSearchPage(search, null, "courses") };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return toMetadata((await load(params)).data.head);
}

export default async function CachedCourseFinder({ params }: PageProps) {
  const { search, data } = await load(params);
  // A failure must not be kept for others: the visitor goes on to the same search rendered per request.
  if (data.outcome.kind === "unavailable") redirect(liveSearchHref(search, "courses"));
  return <CourseFinderPage {...data} productName={config().productName} />;
}
