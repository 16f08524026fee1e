import { answerUpload } from "@/endpoints/webform/upload";

/** One file for a web form's file element, stored by the content service, which answers its fid (contract: features/webform/endpoint-answer.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ webformId: string }> }) {
  return answerUpload(request, (await params).webformId);
}
