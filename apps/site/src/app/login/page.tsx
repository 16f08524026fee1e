import type { Metadata } from "next";
import { LoadedPageView } from "@/components/page/LoadedPageView";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPage } from "@/resolve/load-page";
import { searchString } from "@/resolve/search-string";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The sign-in page; it keeps the destination query parameter (spec §2.1). Rendered per request. */
export function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return safePageMetadata(async () => loadPage("/login", searchString(await searchParams), null));
}

export default async function LoginPage({ searchParams }: PageProps) {
  return <LoadedPageView page={await loadPage("/login", searchString(await searchParams), null)} />;
}
