import type { Metadata } from "next";
import { headers } from "next/headers";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage } from "@/resolve/search-page";
import { searchString } from "@/resolve/search-string";
import { CourseFinderPage } from "@/templates/course-finder/CourseFinderPage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const requestId = (await headers()).get("x-request-id");
  return loadSearchPage(searchString(await searchParams), requestId, "courses");
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/**
 * The course finder rendered per request: a search with a problem, one too long to keep, or one the search
 * service failed (the proxy serves every other from ./results, the cached form of the same page).
 */
export default async function CourseFinder({ searchParams }: PageProps) {
  return <CourseFinderPage {...await load(searchParams)} productName={config().productName} />;
}
