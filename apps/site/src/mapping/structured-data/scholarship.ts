import type { ScholarshipDetail } from "../types/scholarship";
import { node, type JsonLdNode } from "./json-ld";

/**
 * A scholarship page as schema.org's MonetaryGrant. Why MonetaryGrant: a scholarship is a grant of money (a cash
 * payment) or of fee relief (a waiver or reduction, money the recipient does not pay) from a funder — the
 * university — to a recipient; MonetaryGrant is schema.org's type for exactly that (a Grant whose `amount` is a
 * MonetaryAmount and whose `funder` is an Organization). Not an Offer (nothing is sold) nor an EducationalOccupationalProgram.
 * `amount` is stated only when the value is a known sum of Australian dollars (per payment period as the page says).
 */
export function scholarshipJsonLd(s: { title: string; description: string | null; url: string; detail: ScholarshipDetail; funder: JsonLdNode }): JsonLdNode {
  const d = s.detail;
  return node("MonetaryGrant", {
    name: s.title,
    description: s.description ?? d.valueText ?? s.title,
    url: s.url,
    funder: s.funder,
    amount: d.valueAmount !== null && d.valueAmount > 0
      ? node("MonetaryAmount", { currency: "AUD", value: d.valueAmount, description: d.valueText })
      : undefined,
  });
}
