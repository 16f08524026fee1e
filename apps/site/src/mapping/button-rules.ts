/* Buttons of spec §4: every type, size, kind and icon placement, and the disabled rule. */

export const BUTTON_TYPES = ["primary", "secondary", "tertiary", "special", "transparent"] as const;
export const BUTTON_SIZES = ["large", "medium", "small"] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonKind = "button" | "link" | "submit";
export type IconPlacement = "before" | "after";

/** A button is disabled when flagged, or when a link kind lacks an href. */
export function isButtonDisabled(b: { kind: ButtonKind; href?: string | null; disabled?: boolean }): boolean {
  return Boolean(b.disabled) || (b.kind === "link" && !b.href?.trim());
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Content values outside the known set fall back to the defaults (primary, medium). */
export const buttonType = (value: unknown): ButtonType => pick(BUTTON_TYPES, value, "primary");
export const buttonSize = (value: unknown): ButtonSize => pick(BUTTON_SIZES, value, "medium");
export const iconPlacement = (value: unknown): IconPlacement => (value === "before" ? "before" : "after");

export const buttonClassName = (type: ButtonType, size: ButtonSize) => `button button--${type} button--${size}`;
