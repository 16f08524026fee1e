import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SOCIAL_ICONS, type SocialIcon } from "@/mapping/outputs/social-links";

const css = readFileSync(new URL("./social-icons.css", import.meta.url), "utf8");

describe("the social links' brand marks", () => {
  it("has a drawing in the style sheet for every icon a link can have", () => {
    const names: SocialIcon[] = [...SOCIAL_ICONS, "link"];
    for (const name of names) {
      expect(css, name).toMatch(new RegExp(`\\.icon--brand-${name} \\{ --icon: url\\("data:image/svg\\+xml,%3Csvg [^"]*d='M[^']+'`));
    }
  });
});
