import { answerAskStudent } from "@/features/student-chat/ask-endpoint";

/** 'Ask {name} a question' on the chat-with-our-students page, sent as a plain form (features/student-chat). */
export async function POST(request: Request) {
  return answerAskStudent(request);
}
