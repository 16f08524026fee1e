import type { Metadata } from "next";
import { headers } from "next/headers";
import { toMetadata } from "@/resolve/metadata";
import { loadFeeEstimatePage } from "@/resolve/fee-estimate-page";
import { searchString } from "@/resolve/search-string";
import { FeeEstimatePage } from "@/templates/fee-estimate/FeeEstimatePage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const requestId = (await headers()).get("x-request-id");
  return loadFeeEstimatePage(searchString(await searchParams), requestId);
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/** A course page's fee estimate as the server answers it, for a visitor whose page has no scripts. */
export default async function FeeEstimateRoute({ searchParams }: PageProps) {
  return <FeeEstimatePage outcome={(await load(searchParams)).outcome} />;
}
