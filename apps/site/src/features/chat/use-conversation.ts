import { useRef, useState, type FormEvent, type RefObject } from "react";
import type { ChatAnswer } from "@/mapping/chat-answers";
import { ASK_ENDPOINT, ASK_FAILED, readAskAnswer } from "./ask-contract";
import { parseQuestion } from "./chat-question";

export type TurnBody =
  | { kind: "question"; text: string }
  | { kind: "answers"; question: string; answers: ChatAnswer[] }
  | { kind: "problem"; text: string };
export type Turn = TurnBody & { id: number };

/** What the assistant says before a list of answers (or when it found none). */
export function answersText(count: number, question: string): string {
  if (count === 0) return `Sorry, I couldn't find anything on our website about "${question}". You can leave a message and we'll reply by email.`;
  return count === 1 ? `Here is what I found about "${question}":` : `Here are ${count} pages about "${question}":`;
}

/** The chat's questions and the assistant's replies: each question checked, asked of the site, answered in turn. */
export function useConversation(questionInput: RefObject<HTMLInputElement | null>, announce: (text: string) => void) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState("");
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [lastQuestion, setLastQuestion] = useState<string | null>(null);
  const nextId = useRef(0);

  const add = (turn: TurnBody) => {
    nextId.current += 1;
    const id = nextId.current;
    setTurns((current) => [...current, { ...turn, id }]);
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (asking) return;
    const parsed = parseQuestion(question);
    if (!parsed.ok) {
      setQuestionError(parsed.message);
      questionInput.current?.focus();
      return;
    }
    setQuestionError(null);
    setQuestion("");
    setLastQuestion(parsed.question);
    add({ kind: "question", text: parsed.question });
    setAsking(true);
    announce("Looking that up…");
    let reply: TurnBody;
    try {
      const res = await fetch(ASK_ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ question: parsed.question }) });
      const body: unknown = await res.json().catch(() => null);
      const answer = readAskAnswer(res.status, body);
      reply = answer.ok ? { kind: "answers", question: answer.question, answers: answer.answers } : { kind: "problem", text: answer.message };
    } catch {
      reply = { kind: "problem", text: ASK_FAILED };
    }
    add(reply);
    announce(reply.kind === "answers" ? answersText(reply.answers.length, reply.question) : reply.kind === "problem" ? reply.text : "");
    setAsking(false);
  };

  return { turns, question, setQuestion, questionError, asking, lastQuestion, ask };
}
