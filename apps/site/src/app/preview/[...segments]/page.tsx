import type { Metadata } from "next";
import { cookies } from "next/headers";
import { LoadedPageView } from "@/components/page/LoadedPageView";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPage } from "@/resolve/load-page";
import { searchString } from "@/resolve/search-string";
import { validAuthToken } from "@/tide/auth-token";

interface PageProps {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** An editor's preview of a working copy or revision: per request, never cached (spec §2.3). */
async function resolve({ params, searchParams }: PageProps) {
  const path = `/preview/${(await params).segments.join("/")}`;
  const token = validAuthToken((await cookies()).toString() || undefined);
  return loadPage(path, searchString(await searchParams), token);
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  return { ...(await safePageMetadata(() => resolve(props))), robots: { index: false, follow: false } };
}

export default async function PreviewPage(props: PageProps) {
  return <LoadedPageView page={await resolve(props)} />;
}
