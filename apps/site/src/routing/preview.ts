import { pathSegments } from "./normalise-path";
import type { PreviewMatch, PreviewRevision } from "./types";

const BUNDLE = /^[a-z_]+$/;
// RFC 9562 layout: version 1-8, variant 10xx. Drupal issues v4 uuids.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const REVISION_ID = /^[1-9][0-9]{0,14}$/;
const SECTION = /^[0-9]{1,10}$/;

/** Reads /preview/{bundle}/{uuid}/{latest|revision id}?section={site id}; null when it is not a valid preview path. */
export function parsePreviewPath(path: string, search: URLSearchParams): PreviewMatch | null {
  const segments = pathSegments(path);
  if (segments.length !== 4 || segments[0] !== "preview") return null;
  const [, bundle = "", uuid = "", rawRevision = ""] = segments;
  if (!BUNDLE.test(bundle) || !UUID.test(uuid)) return null;
  const revision = parseRevision(rawRevision);
  if (revision === null) return null;
  const section = search.get("section");
  return {
    kind: "preview",
    bundle,
    uuid: uuid.toLowerCase(),
    revision,
    section: section !== null && SECTION.test(section) ? section : null,
  };
}

function parseRevision(value: string): PreviewRevision | null {
  if (value === "latest") return "latest";
  return REVISION_ID.test(value) ? Number(value) : null;
}

/** The JSON:API resourceVersion parameter for a preview revision. */
export function previewResourceVersion(revision: PreviewRevision): "rel:working-copy" | `id:${number}` {
  return revision === "latest" ? "rel:working-copy" : `id:${revision}`;
}
