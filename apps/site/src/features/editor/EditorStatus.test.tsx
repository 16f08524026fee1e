import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "@/components/icons/Icon";
import { EditorStatus } from "./EditorStatus.client";

describe("EditorStatus", () => {
  it("shows the signed-in editor and a log-out button with the icon it is given from the server", () => {
    expect(renderToStaticMarkup(<EditorStatus serverName="Alex" />)).toBe(
      '<form class="editor-status" action="/api/editor/logout" method="post"><span class="editor-status__who">Signed in as <strong>Alex</strong></span>' +
        `<button type="submit" class="header-button editor-status__logout">${renderToStaticMarkup(<Icon name="log-out" />)}<span>Log out</span></button></form>`,
    );
  });

  it("shows nothing when nobody is signed in", () => {
    expect(renderToStaticMarkup(<EditorStatus />)).toBe("");
  });
});
