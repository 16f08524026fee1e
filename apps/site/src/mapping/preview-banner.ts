import type { Resource } from "@/tide/types";
import { num, str } from "./attributes";
import { formatDateTime } from "./dates";

/** What an editor's preview shows, said at the top of the page (spec §2.3). */
/** A web form on the page with elements the site cannot draw (shown to the editor, never to visitors). */
export interface PreviewFormNote {
  form: string;
  /** One of them is required: visitors cannot send the form here. */
  blocked: boolean;
  elements: { name: string; type: string; required: boolean }[];
}

export interface PreviewBannerView {
  /** "Working copy" or "Revision 1234". */
  heading: string;
  title: string;
  typeLabel: string;
  /** The revision id of what is shown, when the content system says. */
  revisionId: number | null;
  /** "Draft", "Published", "Archived", … (content moderation), when known. */
  state: string | null;
  /** When this revision was last changed, in words and as an ISO date for <time>. */
  changed: { text: string; iso: string } | null;
  /** The editor's note on this revision, when there is one. */
  log: string | null;
  /** The page's web forms with elements the site cannot draw (resolve/preview-form-notes.ts); absent: none. */
  formNotes?: PreviewFormNote[];
  /** The public page of the same content, when it is published; null when visitors cannot see it yet. */
  publishedPath: string | null;
}

const TYPE_LABELS: Record<string, string> = {
  landing_page: "Landing page",
  page: "Page",
  news: "News article",
  event: "Event",
  course: "Course",
  unit: "Unit",
  unit_set: "Unit set",
  profile: "Profile",
  microsite_page: "Microsite page",
  publication: "Publication",
  grant: "Grant",
};

function typeLabel(bundle: string): string {
  const known = TYPE_LABELS[bundle];
  if (known) return known;
  const words = bundle.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function stateLabel(state: string | null): string | null {
  if (!state) return null;
  const words = state.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A Drupal revision log is a plain string or a formatted text field. */
function revisionLog(node: Resource): string | null {
  const raw = node.attributes.revision_log;
  if (typeof raw === "string") return raw.trim() || null;
  if (raw && typeof raw === "object" && typeof (raw as { value?: unknown }).value === "string") {
    return ((raw as { value: string }).value).replace(/<[^>]*>/g, "").trim() || null;
  }
  return null;
}

/**
 * The banner of a preview: the node as the content system returned it for `revision`, and its public path when
 * that path answers for the same content (`publishedPath`, looked up by the caller).
 */
export function previewBannerView(node: Resource, revision: "latest" | number, publishedPath: string | null): PreviewBannerView {
  const attrs = node.attributes;
  const bundle = node.type.replace(/^node--/, "");
  const vid = num(attrs, "drupal_internal__vid") ?? (typeof revision === "number" ? revision : null);
  const changedIso = str(attrs, "changed") ?? str(attrs, "revision_timestamp");
  const changedText = formatDateTime(changedIso);
  return {
    heading: revision === "latest" ? "Working copy" : `Revision ${revision}`,
    title: str(attrs, "title") ?? "Untitled",
    typeLabel: typeLabel(bundle),
    revisionId: vid,
    state: stateLabel(str(attrs, "moderation_state")),
    changed: changedIso && changedText ? { text: changedText, iso: changedIso } : null,
    log: revisionLog(node),
    publishedPath,
  };
}
