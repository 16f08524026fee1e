import { firstImage, type ImageModel } from "./image";
import { truncate } from "./format/truncate";

export interface PageHeadInput {
  pageTitle: string;
  siteName: string;
  description: string | null;
  origin: string;
  path: string;
  /** Image chain of spec §2.4: page media, the section's site image, the primary site image, the thumbnail. */
  images: {
    page?: ImageModel | null;
    section?: ImageModel | null;
    primary?: ImageModel | null;
    thumbnail?: ImageModel | null;
  };
  /** The section (site term id) the page belongs to. */
  siteSection: string;
  /** The content type (bundle) of the page, or the kind of fixed page. */
  contentType: string;
  lang?: string;
  /** False for pages search engines must leave out (the search service's results template). */
  indexable?: boolean;
  /** False for pages whose links search engines must not follow either (the style guide's sample links). */
  follow?: boolean;
  /** Feeds that follow the page (a listing's RSS or calendar), linked as alternates. */
  feeds?: AlternateFeed[];
}

/** A feed of a page: its media type, absolute address and title. */
export interface AlternateFeed {
  type: "application/rss+xml" | "text/calendar";
  href: string;
  title: string;
}

export interface PageHead {
  title: string;
  pageTitle: string;
  description: string;
  canonical: string;
  image: ImageModel | null;
  siteName: string;
  siteSection: string;
  contentType: string;
  lang: string;
  indexable: boolean;
  /** Present (false) only when a page's links must not be followed. */
  follow?: false;
  feeds?: AlternateFeed[];
}

/** The page head of spec §2.4: '{page title} | {site name}', canonical origin + path, share image chain. */
export function buildPageHead(input: PageHeadInput): PageHead {
  const pageTitle = input.pageTitle.trim() || input.siteName;
  const title = pageTitle === input.siteName ? input.siteName : `${pageTitle} | ${input.siteName}`;
  const origin = input.origin.replace(/\/+$/, "");
  const path = input.path.startsWith("/") ? input.path : `/${input.path}`;
  return {
    title,
    pageTitle,
    description: truncate((input.description ?? "").trim()),
    canonical: `${origin}${path === "/" ? "" : path}` || origin,
    image: firstImage(input.images.page, input.images.section, input.images.primary, input.images.thumbnail),
    siteName: input.siteName,
    siteSection: input.siteSection,
    contentType: input.contentType,
    lang: input.lang ?? "en",
    indexable: input.indexable ?? true,
    ...(input.follow === false ? { follow: false as const } : {}),
    ...(input.feeds?.length ? { feeds: input.feeds } : {}),
  };
}
