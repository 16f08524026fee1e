import { answerSubmission } from "@/endpoints/webform/submit";

/** A visitor's answers to a web form, checked and stored by the content service (contract: features/webform/endpoint-answer.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ webformId: string }> }) {
  return answerSubmission(request, (await params).webformId);
}
