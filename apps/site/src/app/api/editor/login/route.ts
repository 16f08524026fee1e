import { answerLogin } from "@/endpoints/editor/login";

/** The sign-in form's target (endpoints/editor/login.ts). */
export function POST(request: Request) {
  return answerLogin(request);
}
