import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { getChatSettings } from "@/tide/chat-block";
import { loadChatLauncher } from "./chat-launcher";

const env = vi.hoisted(() => ({ chatScriptUrl: "" }));

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...testEnv, PRODUCT_SHORT_NAME: "YU", CHAT_SCRIPT_URL: env.chatScriptUrl }) };
});
vi.mock("@/tide/chat-block", () => ({ getChatSettings: vi.fn() }));

const settings = { vu_chat_display_urls: "/\n/courses/*", vu_chat_enabled: true };

beforeEach(() => {
  env.chatScriptUrl = "";
  vi.mocked(getChatSettings).mockReset().mockResolvedValue({ displayUrls: ["/", "/courses/*"], settings });
});

describe("loadChatLauncher", () => {
  it("shows the site's own assistant on a listed path, without handing out the settings", async () => {
    expect(await loadChatLauncher("/courses/nursing")).toEqual({ scriptUrl: null, settings: null });
  });

  it("hands a provider's script the settings", async () => {
    env.chatScriptUrl = "https://chat.example/widget.js";
    expect(await loadChatLauncher("/")).toEqual({ scriptUrl: "https://chat.example/widget.js", settings });
  });

  it("shows nothing on an unlisted path, when disabled, or without settings", async () => {
    expect(await loadChatLauncher("/help")).toBeNull();
    vi.mocked(getChatSettings).mockResolvedValueOnce({ displayUrls: ["/"], settings: { vu_chat_enabled: false } });
    expect(await loadChatLauncher("/")).toBeNull();
    vi.mocked(getChatSettings).mockResolvedValueOnce(null);
    expect(await loadChatLauncher("/")).toBeNull();
  });

  it("never reads the chat block on /choose-{product}", async () => {
    expect(await loadChatLauncher("/choose-yu")).toBeNull();
    expect(await loadChatLauncher("/choose-yu/why")).toBeNull();
    expect(getChatSettings).not.toHaveBeenCalled();
  });
});
