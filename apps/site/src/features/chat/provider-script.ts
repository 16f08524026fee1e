/* A chat provider's widget (CHAT_SCRIPT_URL): loaded on the first press of the launcher, once per page. */

declare global {
  interface Window {
    /** The chat block's settings (`vu_chat_settings`), for the provider's script to read. */
    yuChatSettings?: Record<string, unknown>;
  }
}

export const CHAT_OPEN_EVENT = "yu-chat:open";

let loading: Promise<void> | null = null;

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.dataset.chatProvider = "";
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`chat script failed to load: ${url}`));
    };
    document.head.append(script);
  });
}

/**
 * Hands the provider the settings (window.yuChatSettings), loads its script once, then tells it the visitor
 * asked for the chat (a `yu-chat:open` event on window, detail: the settings). A failed load is tried again
 * on the next press.
 */
export async function openProviderChat(url: string, settings: Record<string, unknown>): Promise<void> {
  window.yuChatSettings = settings;
  loading ??= loadScript(url).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  await loading;
  window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT, { detail: settings }));
}
