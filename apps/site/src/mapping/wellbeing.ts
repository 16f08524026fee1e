import type { Resource } from "@/tide/types";
import { bool, num, str } from "./attributes";
import { linkField } from "./paragraphs/link-field";
import type { LinkView } from "./paragraphs/context";
import type { Relations } from "./relations";

/** One service the wellbeing assistant offers. */
export interface WellbeingServiceView {
  id: string;
  name: string;
  description: string;
  /** The number as written, and its tel: link. */
  phone: { text: string; href: string } | null;
  hours: string | null;
  link: LinkView | null;
}

/** A need the student can choose, and who helps with it. */
export interface WellbeingNeedView {
  id: string;
  label: string;
  intro: string | null;
  services: WellbeingServiceView[];
}

export interface WellbeingView {
  /** Shown first, on every path: emergency, crisis lines, campus security. */
  urgent: WellbeingServiceView[];
  needs: WellbeingNeedView[];
}

const byWeight = (a: Resource, b: Resource) => (num(a.attributes, "field_weight") ?? 0) - (num(b.attributes, "field_weight") ?? 0);

/** "13 11 14" → "tel:131114"; a number with nothing to dial gives null. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "");
  return /^\+?\d{3,15}$/.test(digits) ? `tel:${digits}` : null;
}

export function wellbeingService(r: Resource): WellbeingServiceView {
  const a = r.attributes;
  const phone = str(a, "field_phone")?.trim() ?? "";
  const href = phone ? telHref(phone) : null;
  return {
    id: r.id,
    name: str(a, "info") ?? "Support service",
    description: str(a, "field_description") ?? "",
    phone: href ? { text: phone, href } : null,
    hours: str(a, "field_hours"),
    link: linkField(a.field_link),
  };
}

/**
 * The assistant's content from the content system: urgent services (in weight order) and each need with its
 * services in the editor's order. A need without services is left out: it would lead nowhere.
 */
export function wellbeingView(services: Resource[], needs: Resource[], rel: Relations): WellbeingView {
  return {
    urgent: services.filter((s) => bool(s.attributes, "field_urgent")).sort(byWeight).map(wellbeingService),
    needs: [...needs].sort(byWeight).map((need) => ({
      id: need.id,
      label: str(need.attributes, "info") ?? "",
      intro: str(need.attributes, "field_intro"),
      services: rel.many(need, "field_services").map(wellbeingService),
    })).filter((need) => need.label !== "" && need.services.length > 0),
  };
}

/**
 * What the assistant shows when the content system cannot answer: whatever else fails, a student in crisis still
 * gets the emergency number and a crisis line.
 */
export const WELLBEING_FALLBACK: WellbeingView = {
  urgent: [
    { id: "emergency", name: "Emergency services", description: "Police, ambulance or fire, if you or someone else is in danger right now.",
      phone: { text: "000", href: "tel:000" }, hours: "Any time", link: null },
    { id: "lifeline", name: "Lifeline", description: "Crisis support and suicide prevention: talk to someone now.",
      phone: { text: "13 11 14", href: "tel:131114" }, hours: "24 hours, 7 days", link: null },
  ],
  needs: [],
};
