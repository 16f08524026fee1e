import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { LoadedPageView } from "@/templates/LoadedPageView";
import { PreviewBanner } from "@/components/preview-banner/PreviewBanner";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPreview } from "@/resolve/preview-page";
import { searchString } from "@/resolve/search-string";
import { signedInEditor } from "@/resolve/signed-in-editor";
import { loginPagePath } from "@/routing/login-path";

interface PageProps {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** An editor's preview of a working copy or revision: per request, never cached (spec §2.3). */
async function resolve({ params, searchParams }: PageProps) {
  const path = `/preview/${(await params).segments.join("/")}`;
  const search = searchString(await searchParams);
  const editor = await signedInEditor();
  return { path, search, editor, outcome: await loadPreview(path, search, editor?.token ?? null) };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const noindex = { robots: { index: false, follow: false } };
  try {
    const { outcome } = await resolve(props);
    if (outcome.kind !== "page") return { title: "Preview", ...noindex };
    const metadata = await safePageMetadata(async () => outcome.page);
    const title = typeof metadata.title === "object" && metadata.title && "absolute" in metadata.title ? metadata.title.absolute : null;
    return { ...metadata, ...(title ? { title: { absolute: `Preview: ${title}` } } : {}), ...noindex };
  } catch {
    return { title: "Preview", ...noindex };
  }
}

export default async function PreviewPage(props: PageProps) {
  const { path, search, editor, outcome } = await resolve(props);
  if (outcome.kind === "refused") {
    redirect(loginPagePath({ destination: `${path}${search ? `?${search}` : ""}`, reason: editor === null ? "expired" : "refused" }));
  }
  if (outcome.kind === "not-found") notFound();
  return (
    <>
      <PreviewBanner view={outcome.banner} />
      <LoadedPageView page={outcome.page} />
    </>
  );
}
