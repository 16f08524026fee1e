import { answerLogout } from "@/endpoints/editor/logout";

/** The header's 'Log out' control (endpoints/editor/logout.ts). */
export function POST(request: Request) {
  return answerLogout(request);
}
