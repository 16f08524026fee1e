import { answerAskStudent } from "@/endpoints/ask-a-student";

/** 'Ask {name} a question' on the chat-with-our-students page, sent as a plain form (features/student-chat). */
export async function POST(request: Request) {
  return answerAskStudent(request);
}
