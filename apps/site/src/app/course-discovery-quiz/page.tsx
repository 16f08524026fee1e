import type { Metadata } from "next";
import { headers } from "next/headers";
import { loadCourseQuizPage } from "@/resolve/course-quiz-page";
import { toMetadata } from "@/resolve/metadata";
import { searchString } from "@/resolve/search-string";
import { CourseQuizPage } from "@/templates/course-quiz/CourseQuizPage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const requestId = (await headers()).get("x-request-id");
  return loadCourseQuizPage(searchString(await searchParams), requestId);
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/**
 * The course discovery quiz, rendered per request from its address (the answers so far). The page steps serve
 * /study-at-{product}/course-discovery-quiz from here (routing/quiz-route.ts).
 */
export default async function CourseQuizRoute({ searchParams }: PageProps) {
  const { head: _head, ...data } = await load(searchParams);
  return <CourseQuizPage {...data} />;
}
