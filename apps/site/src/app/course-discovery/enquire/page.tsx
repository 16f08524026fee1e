import type { Metadata } from "next";
import { headers } from "next/headers";
import { toMetadata } from "@/resolve/metadata";
import { loadCourseEnquiryPage } from "@/resolve/course-enquiry-page";
import { searchString } from "@/resolve/search-string";
import { CourseEnquiryPage } from "@/templates/course-enquiry/CourseEnquiryPage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const requestId = (await headers()).get("x-request-id");
  return loadCourseEnquiryPage(searchString(await searchParams), requestId);
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/** The course enquiry form for the course a course page's Enquire names (`?course_code=…`), rendered per request. */
export default async function EnquirePage({ searchParams }: PageProps) {
  return <CourseEnquiryPage data={await load(searchParams)} />;
}
