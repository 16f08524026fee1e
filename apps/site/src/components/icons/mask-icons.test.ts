import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_PATHS } from "./Icon";
import type { MaskIconName } from "./MaskIcon";

const css = readFileSync(new URL("./mask-icons.css", import.meta.url), "utf8");
const NAMES: MaskIconName[] = ["chevron-down", "arrow-left", "arrow-right", "close"];

describe("icons drawn by the style sheet", () => {
  it("draw the same paths as the inline icons of the same name", () => {
    for (const name of NAMES) {
      const rule = new RegExp(`\\.mask-icon--${name} \\{ --mask-icon: url\\("data:image/svg\\+xml,[^"]*d='([^']+)'`).exec(css);
      expect(rule?.[1], name).toBe(ICON_PATHS[name]);
    }
  });
});
