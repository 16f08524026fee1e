import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageHeader } from "@/components/page/PageHeader";
import { CompareCourses } from "@/features/shortlist/CompareCourses";
import { toMetadata } from "@/resolve/metadata";
import { loadComparePage } from "@/resolve/course-shortlist";
import { searchString } from "@/resolve/search-string";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const requestId = (await headers()).get("x-request-id");
  return loadComparePage(searchString(await searchParams), requestId);
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/** Courses side by side, rendered per request from the address alone: it works without scripts and can be shared. */
export default async function ComparePage({ searchParams }: PageProps) {
  const { outcome } = await load(searchParams);
  return (
    <div className="compare-page">
      <PageHeader title="Compare courses" />
      <div className="container page-body">
        <CompareCourses outcome={outcome} />
      </div>
    </div>
  );
}
