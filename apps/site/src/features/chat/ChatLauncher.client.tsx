"use client";
import { useCallback, useRef, useState, type ComponentType } from "react";
import type { ChatPanelProps } from "./chat-panel-props";

interface Props {
  productName: string;
  /** The path the page is on, sent with a message left in the chat. */
  path: string;
  /** A chat provider's script (CHAT_SCRIPT_URL); null for the site's own assistant. */
  scriptUrl: string | null;
  /** The chat block's settings, handed to the provider's script. */
  settings: Record<string, unknown> | null;
  /** The button's icon (ChatIcon), rendered by the server. */
  icon: React.ReactNode;
}

/**
 * The chat's button, fixed to the bottom-right corner. Only this is in the page's first load: the chat itself
 * (the site's assistant or the provider's script) is fetched when the visitor first opens it.
 */
export function ChatLauncher({ productName, path, scriptUrl, settings, icon }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const onClick = async () => {
    if (loading) return;
    setLoading(true);
    try {
      if (scriptUrl !== null) {
        const { openProviderChat } = await import("./provider-script");
        await openProviderChat(scriptUrl, settings ?? {});
      } else {
        if (Panel === null) {
          const { ChatPanel } = await import("./ChatPanel.client");
          setPanel(() => ChatPanel);
        }
        setOpen(true);
      }
    } catch {
      // A chunk or script that fails to load: the button stays, and the next press tries again.
    } finally {
      setLoading(false);
    }
  };

  const close = useCallback(() => {
    setOpen(false);
    // After the dialog has closed: while it is open the rest of the page is inert.
    requestAnimationFrame(() => button.current?.focus());
  }, []);

  return (
    <div className="chat-launcher">
      <button ref={button} type="button" className="chat-launcher__button" aria-haspopup="dialog" aria-expanded={open} aria-busy={loading} onClick={() => void onClick()}>
        {icon}
        <span>Chat</span>
      </button>
      {Panel !== null && <Panel open={open} onClose={close} productName={productName} path={path} />}
      {/* Without scripts the button could do nothing: it is not shown. */}
      <noscript>
        <style>{".chat-launcher { display: none; }"}</style>
      </noscript>
    </div>
  );
}
