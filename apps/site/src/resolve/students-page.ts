import "server-only";
import { cache } from "react";
import { config } from "@/config/env";
import { decodeDraft } from "@/features/student-chat/ask-draft";
import { studentsView, type StudentsView } from "@/features/student-chat/students-view";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { studentProfiles, type StudentProfileView } from "@/mapping/student-profiles/student-profile";
import { studentsPath } from "@/routing/students-route";
import { publicContext } from "@/tide/context";
import { getCollection } from "@/tide/list";
import { fixedPageContent } from "./fixed-page-content";
import { headFor } from "./head-for";
import { relationsFor } from "@/mapping/relations";
import { loadSiteChrome } from "./site-chrome";

export interface StudentsPageData {
  head: PageHead;
  title: string;
  intro: string;
  links: LinkModel[];
  /** The page's own address, also the 'clear filters' link. */
  path: string;
  view: StudentsView;
  /** No students to show (the content system could not list them): the page says so. */
  unavailable: boolean;
  /** When the page was made (ms), sent with a question as the time the form was started (the bot check). */
  startedAt: number;
}

const INCLUDE = "field_student_profile_course,field_student_profile_course.field_study_area,field_student_profile_campus,field_featured_image.field_media_image";

/** Every student profile of the site; none when the content system cannot say (tide/list.ts logs why). */
async function loadProfiles(siteId: string, requestId: string | null): Promise<StudentProfileView[]> {
  const ctx = publicContext({ siteId, ...(requestId ? { requestId } : {}) });
  const list = await getCollection("node/student_profile", { include: INCLUDE, sort: "title" }, ctx, { tags: ["student_profile"] });
  return studentProfiles(list.data, relationsFor({ data: list.data, included: list.included }), config().contentApiUrl);
}

/**
 * 'Chat with our students' (spec §2.1 fixed page) for a query string and the kept draft of a question, shared by
 * the page and its head within one request.
 */
export const loadStudentsPage = cache(async (search: string, draftCookie: string | undefined, requestId: string | null): Promise<StudentsPageData> => {
  const cfg = config();
  const path = studentsPath(cfg.productSlug);
  const { title, intro, links } = fixedPageContent({ kind: "fixed", page: "chat-with-our-students" }, cfg.productSlug, cfg.productName);
  const params = new URLSearchParams(search);
  const profiles = await loadProfiles(cfg.siteId, requestId);
  const view = studentsView(profiles, params, decodeDraft(draftCookie));
  const problem = view.retry !== null && (Object.keys(view.retry.errors).length > 0 || view.retry.message !== null);
  const head = await headFor(loadSiteChrome(path), path, {
    title: problem ? `Error: ${title}` : title,
    description: intro,
    contentType: "chat-with-our-students",
    // The list itself is for search engines; its filtered views and a visitor's question are not.
    indexable: params.size === 0,
  });
  return { head, title, intro, links, path, view, unavailable: profiles.length === 0, startedAt: Date.now() };
});
