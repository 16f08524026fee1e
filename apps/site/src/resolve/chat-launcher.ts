import "server-only";
import { config } from "@/config/env";
import { chatEnabled, pathListed } from "@/routing/chat-paths";
import { isChooseSubsite } from "@/routing/subsites";
import { getChatSettings } from "@/tide/chat-block";

export interface ChatLauncherData {
  scriptUrl: string | null;
  /** The chat block's settings, only for a provider's script (the site's own assistant needs none). */
  settings: Record<string, unknown> | null;
}

/**
 * Whether `path` gets the chat launcher (spec §7): never on /choose-{product} (the block is not even read
 * there), else when the chat block is enabled and lists the path. The block is site-wide cached public data,
 * so the page stays the same for every visitor.
 */
export async function loadChatLauncher(path: string): Promise<ChatLauncherData | null> {
  const cfg = config();
  if (isChooseSubsite(path, cfg.productSlug)) return null;
  const chat = await getChatSettings();
  if (chat === null || !chatEnabled(chat.settings) || !pathListed(path, chat.displayUrls)) return null;
  return { scriptUrl: cfg.chatScriptUrl, settings: cfg.chatScriptUrl === null ? null : chat.settings };
}
