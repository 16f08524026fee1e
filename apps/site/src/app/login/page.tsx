import type { Metadata } from "next";
import { LoadedPageView } from "@/templates/LoadedPageView";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPage } from "@/resolve/load-page";
import { searchString } from "@/resolve/search-string";
import { signedInEditor } from "@/resolve/signed-in-editor";
import { LoginPage } from "@/templates/login/LoginPage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The sign-in page; it keeps the destination query parameter (spec §2.1). Rendered per request, never cached. */
export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return { ...(await safePageMetadata(async () => loadPage("/login", searchString(await searchParams)))), robots: { index: false, follow: false } };
}

export default async function Login({ searchParams }: PageProps) {
  const page = await loadPage("/login", searchString(await searchParams));
  if (page.kind !== "login") return <LoadedPageView page={page} />;
  return <LoginPage view={page.view} signedInAs={(await signedInEditor())?.name ?? null} />;
}
