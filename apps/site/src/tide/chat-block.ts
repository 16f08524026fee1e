import "server-only";
import { z } from "zod";
import { publicContext, type TideContext } from "./context";
import { cachedGet } from "./cached-client";
import { TideError } from "./errors";
import { errorFields, log } from "./log";

export interface ChatSettings {
  /** `vu_chat_display_urls`, split on newlines or commas: the paths the chat widget appears on. */
  displayUrls: string[];
  /** Every setting as sent, for the widget's own options. */
  settings: Record<string, unknown>;
}

const chatBlockSchema = z.looseObject({
  data: z.array(z.looseObject({ attributes: z.record(z.string(), z.unknown()).nullish() })),
});

/** A newline- or comma-separated list (or an actual list) of paths. Pure. */
export function parseDisplayUrls(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? value.split(/[\n,]/) : [];
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

function settingsObject(value: unknown): Record<string, unknown> | null {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

/** The chat block's settings (spec §7), through the shared cache; null when absent. Errors are only logged. */
export async function getChatSettings(ctx?: Partial<TideContext>): Promise<ChatSettings | null> {
  try {
    const res = await cachedGet("block_content/vu_chat_block", chatBlockSchema, { ctx: publicContext(ctx), tags: ["chat-block"] });
    const settings = settingsObject(res.data.data[0]?.attributes?.vu_chat_settings);
    return settings ? { displayUrls: parseDisplayUrls(settings.vu_chat_display_urls), settings } : null;
  } catch (e) {
    if (!(e instanceof TideError) && !(e instanceof SyntaxError)) throw e;
    log.error("Failed to get chat settings", { requestId: ctx?.requestId, ...errorFields(e) });
    return null;
  }
}
