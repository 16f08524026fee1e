import type { RefObject } from "react";
import { QUESTION_MAX_CHARS } from "./chat-question";
import { answersText, type useConversation } from "./use-conversation";

interface Props {
  prefix: string;
  conversation: ReturnType<typeof useConversation>;
  logList: RefObject<HTMLOListElement | null>;
  questionInput: RefObject<HTMLInputElement | null>;
  onLeaveMessage: () => void;
}

/** The chat view: the conversation so far, the question box, and the way to leave a message. */
export function ChatConversation({ prefix, conversation, logList, questionInput, onLeaveMessage }: Props) {
  const { turns, question, setQuestion, questionError, asking, ask } = conversation;
  return (
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
        <button type="button" className="chat-panel__link-button" onClick={onLeaveMessage}>Leave a message</button>
      </p>
    </>
  );
}
