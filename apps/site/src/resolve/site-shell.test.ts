import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import type * as SiteChromeModule from "./site-chrome";
import { loadChatLauncher } from "./chat-launcher";
import { loadPage } from "./load-page";
import { loadSiteChrome } from "./site-chrome";
import { loadSiteShell } from "./site-shell";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...testEnv, PRODUCT_SHORT_NAME: "YU" }) };
});
vi.mock("./site-chrome", async (importOriginal) => ({ ...(await importOriginal<typeof SiteChromeModule>()), loadSiteChrome: vi.fn() }));
vi.mock("./chat-launcher", () => ({ loadChatLauncher: vi.fn() }));
vi.mock("./load-page", () => ({ loadPage: vi.fn() }));

const NEWS = "/about-yu/news-events/news";

beforeEach(() => {
  vi.mocked(loadSiteChrome).mockReset().mockResolvedValue({ site: null, main: null, subsite: null, siteId: "1", siteName: "Yarra University" });
  vi.mocked(loadChatLauncher).mockReset().mockResolvedValue(null);
  vi.mocked(loadPage).mockReset();
});

describe("loadSiteShell", () => {
  it("tells the not-found page why a listing answered 404, from the page's own load", async () => {
    vi.mocked(loadPage).mockResolvedValue({ kind: "not-found", message: "There is no page 9." });
    const shell = await loadSiteShell(NEWS);
    expect(shell.context).toMatchObject({ siteName: "Yarra University", routeMatched: true, notFoundMessage: "There is no page 9." });
    expect(loadPage).toHaveBeenCalledWith(NEWS, "");
  });

  it("says nothing of a listing whose page fails: the page reports that itself", async () => {
    vi.mocked(loadPage).mockRejectedValue(new Error("content down"));
    expect((await loadSiteShell(NEWS)).context.notFoundMessage).toBeNull();
  });

  it("marks a path no route matches, without loading a page for it", async () => {
    const shell = await loadSiteShell(`${NEWS}/a/b/c`);
    expect(shell.context).toMatchObject({ routeMatched: false, notFoundMessage: null });
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("shows a plain header and footer when site data is unavailable, and the chat launcher the path has", async () => {
    const chat = { scriptUrl: null, settings: null };
    vi.mocked(loadChatLauncher).mockResolvedValue(chat);
    const shell = await loadSiteShell("/");
    expect(shell).toMatchObject({ path: "/", quickExitUrl: null, alerts: [], concierge: [], chat });
    expect(shell.header).not.toHaveProperty("concierge");
    expect(shell.header.siteName).toBe("Yarra University");
  });
});
