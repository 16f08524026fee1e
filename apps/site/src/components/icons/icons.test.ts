import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Icon, ICON_NAMES, isIconName } from "./Icon";

const css = readFileSync(new URL("./icons.css", import.meta.url), "utf8");

describe("icons", () => {
  it("have a drawing in the style sheet for every name, and a filled bookmark for a pressed toggle", () => {
    for (const name of ICON_NAMES) {
      expect(css, name).toMatch(new RegExp(`\\.icon--${name} \\{ --icon: url\\("data:image/svg\\+xml,%3Csvg [^"]*%3Cpath d='M[^']+'`));
    }
    expect(css).toMatch(/\[aria-pressed="true"\] > \.icon--bookmark \{ --icon: url\("data:image\/svg\+xml,%3Csvg [^"]*fill='black'/);
  });

  it("have a rule for every size but the default", () => {
    for (const size of [16, 18, 22, 24]) expect(css).toContain(`.icon--size-${size} { width: ${size}px; height: ${size}px; }`);
  });

  it("render as a decorative span with their name and size", () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: "search" }))).toBe('<span class="icon icon--search" aria-hidden="true"></span>');
    expect(renderToStaticMarkup(createElement(Icon, { name: "arrow-right", size: 16, className: "nav-toggle__icon" }))).toBe(
      '<span class="icon icon--arrow-right icon--size-16 nav-toggle__icon" aria-hidden="true"></span>',
    );
  });

  it("know their names", () => {
    expect(isIconName("user")).toBe(true);
    expect(isIconName("graduation-cap")).toBe(false);
  });
});
