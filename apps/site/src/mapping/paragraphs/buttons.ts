import type { Resource } from "@/tide/types";
import { bool, isRecord, list, str } from "../attributes";
import { buttonSize, buttonType, iconPlacement, type ButtonSize, type ButtonType, type IconPlacement } from "@/mapping/button-rules";
import { cleanUri } from "../link";
import type { ParagraphContext } from "./context";

export interface ButtonView {
  text: string;
  href: string | null;
  type: ButtonType;
  size: ButtonSize;
  icon: string | null;
  iconPlacement: IconPlacement;
  disabled: boolean;
}

export interface ButtonsView {
  type: "buttons";
  id: string;
  title: string | null;
  buttons: ButtonView[];
}

/** paragraph--buttons (ours): a row of link buttons; a button without text is left out. */
export function buttonsView(p: Resource, _ctx: ParagraphContext): ButtonsView {
  const buttons = list(p.attributes, "field_paragraph_buttons", isRecord).flatMap((b): ButtonView[] => {
    const text = str(b, "title")?.trim();
    if (!text) return [];
    const uri = str(b, "uri")?.trim();
    const href = uri && !/^\s*(javascript|data|vbscript):/i.test(uri) ? cleanUri(uri) : null;
    return [{ text, href, type: buttonType(b.type), size: buttonSize(b.size), icon: str(b, "icon"), iconPlacement: iconPlacement(b.icon_position), disabled: bool(b, "disabled") }];
  });
  return { type: "buttons", id: p.id, title: str(p.attributes, "field_paragraph_title"), buttons };
}
