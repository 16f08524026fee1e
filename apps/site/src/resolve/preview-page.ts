import "server-only";
import { cache } from "react";
import { withComponentProps } from "./props/component-props";
import { config } from "@/config/env";
import { nodePath } from "@/mapping/node-path";
import { previewBannerView, type PreviewBannerView } from "@/mapping/preview-banner";
import { previewFormNotes } from "./preview-form-notes";
import { parsePreviewPath } from "@/routing/preview";
import { publicContext, type TideContext } from "@/tide/context";
import { TideError } from "@/tide/errors";
import { getPreviewPage } from "@/tide/page";
import { lookupRoute } from "@/tide/route";
import { contentPage } from "./content-page";
import type { LoadedPage } from "./loaded-page";
import { relationsFor } from "@/mapping/relations";
import { loadSiteChrome } from "./site-chrome";

export type PreviewOutcome =
  | { kind: "page"; page: LoadedPage; banner: PreviewBannerView }
  /** The content system refused the editor's token (expired there, signed out, blocked, no editorial role). */
  | { kind: "refused" }
  | { kind: "not-found" };

/** The public path of the previewed content, when visitors can see it there (the route answers with the same node). */
async function publishedPath(alias: string | null, uuid: string, ctx: TideContext): Promise<string | null> {
  if (alias === null) return null;
  try {
    const { route } = await lookupRoute(alias, publicContext(ctx));
    return route.kind === "entity" && route.uuid === uuid ? alias : null;
  } catch (e) {
    if (e instanceof TideError) return null;
    throw e;
  }
}

async function loadPreviewUncached(path: string, search: string, token: string | null): Promise<PreviewOutcome> {
  const match = parsePreviewPath(path, new URLSearchParams(search));
  if (match === null) return { kind: "not-found" };
  if (token === null) return { kind: "refused" };
  const ctx: TideContext = { siteId: config().siteId, authToken: token };
  let page;
  try {
    page = await getPreviewPage(match.bundle, match.uuid, match.revision, ctx, match.section);
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    if (e.status === 401 || e.status === 403) return { kind: "refused" };
    if (e.status === 404 || e.status === 400) return { kind: "not-found" };
    throw e;
  }
  const node = page.document.data;
  const alias = nodePath(node).startsWith("/") ? nodePath(node) : null;
  // Breadcrumbs and the canonical link follow the page's public address; the chrome is the section's.
  const pagePath = alias ?? path;
  const [loaded, published] = await Promise.all([
    contentPage(node, relationsFor(page.document), match.section ?? page.route.section, pagePath, loadSiteChrome(pagePath)),
    publishedPath(alias, match.uuid, ctx),
  ]);
  const shown = await withComponentProps(loaded);
  const formNotes = previewFormNotes(shown);
  const banner = previewBannerView(node, match.revision, published);
  return { kind: "page", page: shown, banner: formNotes.length === 0 ? banner : { ...banner, formNotes } };
}

/** An editor's preview of `/preview/{bundle}/{uuid}/{latest|revision}` (spec §2.3), shared by the page and its head. */
export const loadPreview = cache(loadPreviewUncached);
