import { MESSAGE_MAX_CHARS, type MessageField } from "./message-form";
import type { useMessage } from "./use-message";

const LABELS: Record<MessageField, string> = { name: "Your name", email: "Your email", message: "Your message" };

interface Props {
  prefix: string;
  message: ReturnType<typeof useMessage>;
  lastQuestion: string | null;
  onBack: () => void;
}

/** The chat's message form: name, email and message, each with its error beside it, and a trap for bots. */
export function MessageView({ prefix, message, lastQuestion, onBack }: Props) {
  const { answers, setAnswers, errors, sendProblem, sending, honeypot, send } = message;
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
  return (
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
        <button type="button" className="chat-panel__secondary" onClick={onBack}>Back to questions</button>
      </div>
    </form>
  );
}
