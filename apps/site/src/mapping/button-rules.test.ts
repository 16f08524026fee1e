import { describe, expect, it } from "vitest";
import { buttonClassName, buttonSize, buttonType, iconPlacement, isButtonDisabled } from "@/mapping/button-rules";

describe("button rules", () => {
  it("disables a flagged button and a link without an href", () => {
    expect(isButtonDisabled({ kind: "button" })).toBe(false);
    expect(isButtonDisabled({ kind: "submit", disabled: true })).toBe(true);
    expect(isButtonDisabled({ kind: "link", href: "/apply" })).toBe(false);
    expect(isButtonDisabled({ kind: "link", href: "" })).toBe(true);
    expect(isButtonDisabled({ kind: "link", href: "  " })).toBe(true);
    expect(isButtonDisabled({ kind: "link" })).toBe(true);
    expect(isButtonDisabled({ kind: "button", href: null })).toBe(false);
  });
  it("falls back to primary, medium, icon after", () => {
    expect(buttonType("special")).toBe("special");
    expect(buttonType("shiny")).toBe("primary");
    expect(buttonSize("small")).toBe("small");
    expect(buttonSize(3)).toBe("medium");
    expect(iconPlacement("before")).toBe("before");
    expect(iconPlacement(undefined)).toBe("after");
    expect(buttonClassName("tertiary", "large")).toBe("button button--tertiary button--large");
  });
});
