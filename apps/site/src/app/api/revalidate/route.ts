import { answerRevalidate } from "@/endpoints/revalidate";

/** On-demand revalidation by content cache tags (endpoints/revalidate.ts). */
export function POST(request: Request) {
  return answerRevalidate(request);
}
