import { answerLogout } from "@/features/editor/logout-endpoint";

/** The header's 'Log out' control (features/editor/logout-endpoint.ts). */
export function POST(request: Request) {
  return answerLogout(request);
}
