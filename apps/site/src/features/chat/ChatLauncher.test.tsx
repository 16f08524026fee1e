import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatIcon } from "./ChatIcon";
import { ChatLauncher } from "./ChatLauncher.client";

describe("ChatLauncher", () => {
  it("shows the icon it is given from the server in its button, beside the word 'Chat'", () => {
    const html = renderToStaticMarkup(<ChatLauncher productName="Yarra University" path="/about-yu" scriptUrl={null} settings={null} icon={<ChatIcon />} />);
    expect(html).toMatch(/<button type="button" class="chat-launcher__button" aria-haspopup="dialog" aria-expanded="false" aria-busy="false"><svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24"><path fill="currentColor" d="M4 3h16/);
    expect(html).toContain("</svg><span>Chat</span></button>");
  });
});
