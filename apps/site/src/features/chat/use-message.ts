import { useRef, useState, type FormEvent } from "react";
import { readSubmitAnswer } from "@/features/webform/endpoint-answer";
import { MESSAGE_FIELDS, MESSAGE_WEBFORM_ID, messageErrors, messageReference, messageSubmission, type MessageAnswers, type MessageField } from "./message-form";

export const EMPTY_MESSAGE: MessageAnswers = { name: "", email: "", message: "" };

interface MessageContext {
  /** The id prefix of the form's fields (`{prefix}-{field}`). */
  prefix: string;
  lastQuestion: string | null;
  path: string;
  announce: (text: string) => void;
  onSent: () => void;
}

/** The chat's message form: its answers, checked here and by the content service, sent once as a web form submission. */
export function useMessage({ prefix, lastQuestion, path, announce, onSent }: MessageContext) {
  const [answers, setAnswers] = useState<MessageAnswers>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  const start = () => {
    startedAt.current = Date.now();
    setErrors({});
    setSendProblem(null);
  };

  const reset = () => {
    setAnswers(EMPTY_MESSAGE);
    setReference(null);
  };

  const problem = (text: string) => {
    setSendProblem(text);
    announce(text);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = messageErrors(answers);
    setErrors(found);
    setSendProblem(null);
    const first = MESSAGE_FIELDS.find((f) => found[f]);
    if (first) {
      const count = Object.keys(found).length;
      announce(count === 1 ? "There is a problem with 1 field." : `There are problems with ${count} fields.`);
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setSending(true);
    announce("Sending your message…");
    const data = messageSubmission(answers, { question: lastQuestion, path, startedAt: startedAt.current, honeypot: honeypot.current?.value ?? "" });
    try {
      const res = await fetch(`/api/webform/${MESSAGE_WEBFORM_ID}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ data }) });
      const outcome = readSubmitAnswer(res.status, await res.json().catch(() => null));
      if (outcome.ok) {
        setReference(messageReference(outcome.sid, outcome.serial));
        announce("");
        onSent();
      } else {
        const serverErrors: Partial<Record<MessageField, string>> = {};
        for (const f of MESSAGE_FIELDS) if (outcome.fieldErrors[f]) serverErrors[f] = outcome.fieldErrors[f];
        setErrors(serverErrors);
        problem(outcome.message ?? "Sorry, your message could not be sent. Please try again.");
      }
    } catch {
      problem("Sorry, your message could not be sent. Please check your connection and try again.");
    }
    setSending(false);
  };

  return { answers, setAnswers, errors, sendProblem, sending, reference, honeypot, start, reset, send };
}
