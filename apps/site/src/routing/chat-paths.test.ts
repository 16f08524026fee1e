import { describe, expect, it } from "vitest";
import { chatEnabled, pathListed } from "./chat-paths";

const LIST = ["/", "/study-at-yu*", "/courses/*", "/about-yu/contact-us", "https://www.yu.edu.au/events/open-day/"];

describe("pathListed", () => {
  it.each([
    ["/", true, "'/' is the home page"],
    ["/study-at-yu", true, "a prefix takes the path itself"],
    ["/study-at-yu/fees", true, "and any path below it"],
    ["/study-at-yu-online", true, "a prefix is a plain prefix"],
    ["/courses", true, "'/courses/*' takes '/courses' too"],
    ["/courses/bachelor-of-nursing-hbns", true, "a path below a '/…/*' prefix"],
    ["/about-yu/contact-us", true, "an exact entry"],
    ["/about-yu/contact-us/", true, "trailing slashes do not count"],
    ["/about-yu/contact-us/form", false, "an exact entry takes nothing below it"],
    ["/about-yu", false, "nor anything above it"],
    ["/events/open-day", true, "a full address counts by its path"],
    ["/news", false, "an unlisted path"],
    ["/coursework", false, "'/courses/*' is not '/courses*'"],
  ])("%s → %s (%s)", (path, shown) => {
    expect(pathListed(path, LIST)).toBe(shown);
  });

  it("'/' alone lists only the home page; '*' or '/*' lists every page; an empty list none", () => {
    expect(pathListed("/news", ["/"])).toBe(false);
    expect(pathListed("/news", ["*"])).toBe(true);
    expect(pathListed("/news", ["/*"])).toBe(true);
    expect(pathListed("/", [])).toBe(false);
    expect(pathListed("/", [" "])).toBe(false);
  });

  it("reads entries written with a trailing slash or a query", () => {
    expect(pathListed("/about-yu/contact-us", ["/about-yu/contact-us/"])).toBe(true);
    expect(pathListed("/about-yu/contact-us", ["/about-yu/contact-us?from=chat"])).toBe(true);
  });
});

describe("chatEnabled", () => {
  it.each([
    [{}, true],
    [{ vu_chat_enabled: true }, true],
    [{ vu_chat_enabled: false }, false],
    [{ vu_chat_enabled: 0 }, false],
    [{ vu_chat_enabled: 1 }, true],
    [{ vu_chat_enabled: "0" }, false],
    [{ vu_chat_enabled: "false" }, false],
    [{ vu_chat_enabled: "true" }, true],
    [{ vu_chat_enabled: null }, true],
  ])("%o → %s", (settings, enabled) => {
    expect(chatEnabled(settings)).toBe(enabled);
  });
});
