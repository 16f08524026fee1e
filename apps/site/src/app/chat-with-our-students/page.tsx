import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { config } from "@/config/env";
import { DRAFT_COOKIE } from "@/features/student-chat/ask-draft";
import { toMetadata } from "@/resolve/metadata";
import { searchString } from "@/resolve/search-string";
import { loadStudentsPage } from "@/resolve/students-page";
import { ChatWithStudentsPage } from "@/templates/students/ChatWithStudentsPage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()]);
  return loadStudentsPage(searchString(await searchParams), jar.get(DRAFT_COOKIE)?.value, requestHeaders.get("x-request-id"));
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/**
 * 'Chat with our students', rendered per request from its address (the filters, and what became of a question).
 * The page steps serve /study-at-{product}/international-students/chat-with-our-students from here (routing/students-route.ts).
 */
export default async function ChatWithStudentsRoute({ searchParams }: PageProps) {
  const { head: _head, ...data } = await load(searchParams);
  return <ChatWithStudentsPage {...data} productName={config().productName} />;
}
