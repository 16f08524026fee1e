import { answerLogin } from "@/features/editor/login-endpoint";

/** The sign-in form's target (features/editor/login-endpoint.ts). */
export function POST(request: Request) {
  return answerLogin(request);
}
