// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_OPEN_EVENT, openProviderChat } from "./provider-script";

const URL_A = "https://chat.example/widget.js";
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[data-chat-provider]")];

/** Lets the script the module added "load" (jsdom fetches nothing). */
function settle(outcome: "load" | "error") {
  for (const script of scripts()) script.dispatchEvent(new Event(outcome));
}

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe("openProviderChat", () => {
  it("hands over the settings, adds the script once and tells it the chat was asked for on every press", async () => {
    const opened = vi.fn();
    window.addEventListener(CHAT_OPEN_EVENT, (event) => opened((event as CustomEvent).detail));
    const settings = { vu_chat_display_urls: "/", vu_chat_enabled: true };

    const first = openProviderChat(URL_A, settings);
    expect(window.yuChatSettings).toEqual(settings);
    expect(scripts().map((s) => s.src)).toEqual([URL_A]);
    expect(scripts()[0]?.async).toBe(true);
    settle("load");
    await first;
    await openProviderChat(URL_A, settings);

    expect(scripts()).toHaveLength(1);
    expect(opened).toHaveBeenCalledTimes(2);
    expect(opened).toHaveBeenCalledWith(settings);
  });
});
