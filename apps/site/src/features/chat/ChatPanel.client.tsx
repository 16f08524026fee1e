"use client";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { readSubmitAnswer } from "@/features/webform/endpoint-answer";
import type { ChatAnswer } from "@/mapping/chat-answers";
import { ASK_ENDPOINT, ASK_FAILED, readAskAnswer } from "./ask-contract";
import type { ChatPanelProps } from "./chat-panel-props";
import { parseQuestion, QUESTION_MAX_CHARS } from "./chat-question";
import {
  MESSAGE_FIELDS, MESSAGE_MAX_CHARS, MESSAGE_WEBFORM_ID, messageErrors, messageReference, messageSubmission,
  type MessageAnswers, type MessageField,
} from "./message-form";
import "./chat-panel.css";

type TurnBody =
  | { kind: "question"; text: string }
  | { kind: "answers"; question: string; answers: ChatAnswer[] }
  | { kind: "problem"; text: string };
type Turn = TurnBody & { id: number };

type View = "chat" | "message" | "sent";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), [tabindex="0"]';
const EMPTY_MESSAGE: MessageAnswers = { name: "", email: "", message: "" };
const LABELS: Record<MessageField, string> = { name: "Your name", email: "Your email", message: "Your message" };

function answersText(count: number, question: string): string {
  if (count === 0) return `Sorry, I couldn't find anything on our website about "${question}". You can leave a message and we'll reply by email.`;
  return count === 1 ? `Here is what I found about "${question}":` : `Here are ${count} pages about "${question}":`;
}

/** The site's own chat assistant: answers from the site search, and a message form when they are not enough. */
export function ChatPanel({ open, onClose, productName, path }: ChatPanelProps) {
  const prefix = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const questionInput = useRef<HTMLInputElement>(null);
  const logList = useRef<HTMLOListElement>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState("");
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [lastQuestion, setLastQuestion] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [view, setView] = useState<View>("chat");
  const [answers, setAnswers] = useState<MessageAnswers>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);

  // The dialog follows `open`: shown modal (the page behind is inert), focus on the question box.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      questionInput.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // The newest turn is scrolled to its top, so that a long reply is read from its beginning.
  useEffect(() => {
    const log = logList.current;
    const newest = [...(log?.querySelectorAll<HTMLElement>("[data-turn]") ?? [])].at(-1);
    if (log && newest) log.scrollTop = newest.offsetTop - log.offsetTop - 8;
  }, [turns]);

  // Focus moves to the top of each new view.
  useEffect(() => {
    if (!open) return;
    const target = view === "chat" ? questionInput.current : dialog.current?.querySelector<HTMLElement>(`[data-view-start="${view}"]`);
    target?.focus();
  }, [view, open]);

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
    setAnnouncement("Looking that up…");
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
    setAnnouncement(reply.kind === "answers" ? answersText(reply.answers.length, reply.question) : reply.kind === "problem" ? reply.text : "");
    setAsking(false);
  };

  const leaveMessage = () => {
    startedAt.current = Date.now();
    setErrors({});
    setSendProblem(null);
    setView("message");
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
      setAnnouncement(count === 1 ? "There is a problem with 1 field." : `There are problems with ${count} fields.`);
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setAnnouncement("Sending your message…");
    const data = messageSubmission(answers, { question: lastQuestion, path, startedAt: startedAt.current, honeypot: honeypot.current?.value ?? "" });
    try {
      const res = await fetch(`/api/webform/${MESSAGE_WEBFORM_ID}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ data }) });
      const outcome = readSubmitAnswer(res.status, await res.json().catch(() => null));
      if (outcome.ok) {
        setReference(messageReference(outcome.sid, outcome.serial));
        setAnnouncement("");
        setView("sent");
      } else {
        const serverErrors: Partial<Record<MessageField, string>> = {};
        for (const f of MESSAGE_FIELDS) if (outcome.fieldErrors[f]) serverErrors[f] = outcome.fieldErrors[f];
        setErrors(serverErrors);
        const text = outcome.message ?? "Sorry, your message could not be sent. Please try again.";
        setSendProblem(text);
        setAnnouncement(text);
      }
    } catch {
      const text = "Sorry, your message could not be sent. Please check your connection and try again.";
      setSendProblem(text);
      setAnnouncement(text);
    }
    setSending(false);
  };

  const backToChat = () => {
    if (view === "sent") {
      setAnswers(EMPTY_MESSAGE);
      setReference(null);
    }
    setView("chat");
  };

  // Tab and Shift+Tab go round the dialog's own controls.
  const keepFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const field = (name: MessageField) => {
    const id = `${prefix}-${name}`;
    const error = errors[name];
    const common = {
      id, name, value: answers[name], required: true, "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setAnswers((a) => ({ ...a, [name]: e.target.value })),
    };
    return (
      <div className={`chat-panel__field${error ? " chat-panel__field--invalid" : ""}`}>
        <label htmlFor={id}>{LABELS[name]}</label>
        {error && <p id={`${id}-error`} className="chat-panel__error">{error}</p>}
        {name === "message"
          ? <textarea {...common} rows={4} maxLength={MESSAGE_MAX_CHARS} />
          : <input {...common} type={name === "email" ? "email" : "text"} autoComplete={name} spellCheck={name === "email" ? false : undefined} />}
      </div>
    );
  };

  const titleId = `${prefix}-title`;
  return (
    <dialog
      ref={dialog}
      className="chat-panel"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={keepFocus}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="chat-panel__header">
        <h2 id={titleId} className="chat-panel__title">Ask {productName}</h2>
        <button type="button" className="chat-panel__close" onClick={onClose}>
          Close<span className="visually-hidden"> chat</span>
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>

      {view === "chat" && (
        <>
          <ol ref={logList} className="chat-panel__log" aria-label="Conversation">
            <li className="chat-panel__turn chat-panel__turn--reply">
              Hi! Ask me about courses, fees, applying or campus life, and I&apos;ll find the answers on our website.
            </li>
            {turns.map((turn) => (
              <li key={turn.id} data-turn className={`chat-panel__turn chat-panel__turn--${turn.kind === "question" ? "question" : "reply"}`}>
                {turn.kind === "question" && (<><span className="visually-hidden">You asked: </span>{turn.text}</>)}
                {turn.kind === "problem" && <p className="chat-panel__problem">{turn.text}</p>}
                {turn.kind === "answers" && (
                  <>
                    <p>{answersText(turn.answers.length, turn.question)}</p>
                    {turn.answers.length > 0 && (
                      <ul className="chat-panel__answers">
                        {turn.answers.map((a) => (
                          <li key={a.url}>
                            <a href={a.url}>{a.title}</a>
                            {a.kind === "best-bet" && <span className="chat-panel__badge">Recommended</span>}
                            {a.summary && <p>{a.summary}</p>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                )}
              </li>
            ))}
            {asking && <li className="chat-panel__turn chat-panel__turn--reply" aria-hidden="true">Looking that up…</li>}
          </ol>
          <form className="chat-panel__ask" onSubmit={(e) => void ask(e)} noValidate>
            <label htmlFor={`${prefix}-question`}>Your question</label>
            {questionError && <p id={`${prefix}-question-error`} className="chat-panel__error">{questionError}</p>}
            <div className="chat-panel__ask-row">
              <input
                ref={questionInput}
                id={`${prefix}-question`}
                type="text"
                value={question}
                maxLength={QUESTION_MAX_CHARS}
                autoComplete="off"
                aria-invalid={questionError ? true : undefined}
                aria-describedby={questionError ? `${prefix}-question-error` : undefined}
                onChange={(e) => setQuestion(e.target.value)}
              />
              <button type="submit" className="chat-panel__primary" disabled={asking}>Ask</button>
            </div>
          </form>
          <p className="chat-panel__more">
            Can&apos;t find what you need?{" "}
            <button type="button" className="chat-panel__link-button" onClick={leaveMessage}>Leave a message</button>
          </p>
        </>
      )}

      {view === "message" && (
        <form className="chat-panel__message" onSubmit={(e) => void send(e)} noValidate aria-labelledby={`${prefix}-message-title`}>
          <h3 id={`${prefix}-message-title`} tabIndex={-1} data-view-start="message">Leave a message</h3>
          <p>We&apos;ll reply by email within two working days.{lastQuestion ? ` Your question "${lastQuestion}" is sent with it.` : ""}</p>
          {sendProblem && <p className="chat-panel__problem" role="alert">{sendProblem}</p>}
          {field("name")}
          {field("email")}
          {field("message")}
          {/* A trap for bots: people never see or reach it; the content service refuses a message that fills it. */}
          <div className="chat-panel__trap" aria-hidden="true">
            <label htmlFor={`${prefix}-website`}>Leave this empty</label>
            <input ref={honeypot} id={`${prefix}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div className="chat-panel__actions">
            <button type="submit" className="chat-panel__primary" disabled={sending}>{sending ? "Sending…" : "Send message"}</button>
            <button type="button" className="chat-panel__secondary" onClick={backToChat}>Back to questions</button>
          </div>
        </form>
      )}

      {view === "sent" && (
        <div className="chat-panel__sent">
          <h3 tabIndex={-1} data-view-start="sent">Message sent</h3>
          <p>Thanks, {answers.name.trim()}. We&apos;ll reply to {answers.email.trim()} within two working days.</p>
          {reference && <p>Your reference is <strong>{reference}</strong>.</p>}
          <button type="button" className="chat-panel__secondary" onClick={backToChat}>Ask another question</button>
        </div>
      )}
    </dialog>
  );
}
