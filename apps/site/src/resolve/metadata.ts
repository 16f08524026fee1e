import type { Metadata } from "next";
import type { AlternateFeed, PageHead } from "@/mapping/page-head";
import type { LoadedPage } from "./load-page";

/** A page's feeds as Next's alternate types: `<link rel="alternate" type=… href=… title=…>`. */
function feedTypes(feeds: AlternateFeed[]): Record<string, { url: string; title: string }[]> {
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const f of feeds) (types[f.type] ??= []).push({ url: f.href, title: f.title });
  return types;
}

/** The page head of spec §2.4 in Next's metadata shape. */
export function toMetadata(head: PageHead): Metadata {
  const images = head.image
    ? [{ url: head.image.src, alt: head.image.alt, ...(head.image.width ? { width: head.image.width } : {}), ...(head.image.height ? { height: head.image.height } : {}) }]
    : undefined;
  return {
    title: { absolute: head.title },
    description: head.description || undefined,
    alternates: { canonical: head.canonical, ...(head.feeds ? { types: feedTypes(head.feeds) } : {}) },
    openGraph: {
      title: head.pageTitle,
      description: head.description || undefined,
      url: head.canonical,
      siteName: head.siteName,
      type: "website",
      locale: "en_AU",
      images,
    },
    twitter: {
      card: head.image ? "summary_large_image" : "summary",
      title: head.pageTitle,
      description: head.description || undefined,
      images: images?.map((i) => i.url),
    },
    other: { sitesection: head.siteSection, "content-type": head.contentType, language: head.lang },
    ...(head.indexable ? {} : { robots: { index: false, follow: head.follow !== false } }),
  };
}

/** Metadata of a resolved page: nothing for a redirect, the 404 title for a missing page. */
export function pageMetadata(page: LoadedPage): Metadata {
  if (page.kind === "redirect") return {};
  if (page.kind === "not-found") return { title: "Page not found" };
  return toMetadata(page.head);
}

/**
 * Metadata that never fails the document: a content failure there would take the whole page down
 * before the error boundary could show the error page, so the page itself reports it instead.
 */
export async function safePageMetadata(load: () => Promise<LoadedPage>): Promise<Metadata> {
  try {
    return pageMetadata(await load());
  } catch {
    return { title: "Error" };
  }
}
