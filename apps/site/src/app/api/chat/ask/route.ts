import { answerAsk } from "@/endpoints/chat-ask";
import { askChat } from "@/resolve/chat-answer";

/** The chat assistant's answers from the site search (contract: features/chat/ask-contract.ts). */
export function POST(request: Request) {
  return answerAsk(request, askChat);
}
