import { answerReadiness } from "@/endpoints/readiness";

/** Readiness: 503 while a dependency this instance cannot serve without is down (endpoints/readiness.ts). */
export const dynamic = "force-dynamic";

export function GET() {
  return answerReadiness();
}
