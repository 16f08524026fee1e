"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { ChatPanelProps } from "./chat-panel-props";
import { ChatConversation } from "./ChatConversation";
import { keepFocusWithin } from "./dialog-focus";
import { MessageView } from "./MessageView";
import { useConversation } from "./use-conversation";
import { useMessage } from "./use-message";
import "./chat-panel.css";

type View = "chat" | "message" | "sent";

/** The site's own chat assistant: answers from the site search, and a message form when they are not enough. */
export function ChatPanel({ open, onClose, productName, path }: ChatPanelProps) {
  const prefix = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const questionInput = useRef<HTMLInputElement>(null);
  const logList = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [view, setView] = useState<View>("chat");
  const conversation = useConversation(questionInput, setAnnouncement);
  const message = useMessage({ prefix, lastQuestion: conversation.lastQuestion, path, announce: setAnnouncement, onSent: () => setView("sent") });

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
  }, [conversation.turns]);

  // Focus moves to the top of each new view.
  useEffect(() => {
    if (!open) return;
    const target = view === "chat" ? questionInput.current : dialog.current?.querySelector<HTMLElement>(`[data-view-start="${view}"]`);
    target?.focus();
  }, [view, open]);

  const leaveMessage = () => {
    message.start();
    setView("message");
  };

  const backToChat = () => {
    if (view === "sent") message.reset();
    setView("chat");
  };

  const titleId = `${prefix}-title`;
  return (
    <dialog
      ref={dialog}
      className="chat-panel"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(event) => keepFocusWithin(event, dialog.current)}
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
        <ChatConversation prefix={prefix} conversation={conversation} logList={logList} questionInput={questionInput} onLeaveMessage={leaveMessage} />
      )}
      {view === "message" && <MessageView prefix={prefix} message={message} lastQuestion={conversation.lastQuestion} onBack={backToChat} />}
      {view === "sent" && (
        <div className="chat-panel__sent">
          <h3 tabIndex={-1} data-view-start="sent">Message sent</h3>
          <p>Thanks, {message.answers.name.trim()}. We&apos;ll reply to {message.answers.email.trim()} within two working days.</p>
          {message.reference && <p>Your reference is <strong>{message.reference}</strong>.</p>}
          <button type="button" className="chat-panel__secondary" onClick={backToChat}>Ask another question</button>
        </div>
      )}
    </dialog>
  );
}
