import type { Resource } from "@/tide/types";
import { isRecord, isString, list, str } from "../attributes";

/** Phone output of spec §3. */
export interface Phone {
  title: string;
  number: string;
  /** tel: link with spaces removed. */
  href: string;
}

const phone = (title: string | null, number: string | null): Phone | null => {
  const n = number?.trim();
  if (!n) return null;
  const digits = n.replace(/[^\d+]/g, "");
  return { title: title?.trim() || "Phone", number: n, href: `tel:${digits || n}` };
};

/** Phones of phone paragraphs (field_paragraph_phone_title/number) or of a {title, number} list field. */
export function phones(items: Resource[] | Record<string, unknown>, key?: string): Phone[] {
  if (Array.isArray(items)) {
    return items
      .map((p) => phone(str(p.attributes, "field_paragraph_phone_title"), str(p.attributes, "field_paragraph_phone_number")))
      .filter((p): p is Phone => p !== null);
  }
  return list(items, key ?? "", isRecord)
    .map((o) => phone(isString(o.title) ? o.title : null, isString(o.number) ? o.number : isString(o.value) ? o.value : null))
    .filter((p): p is Phone => p !== null);
}
