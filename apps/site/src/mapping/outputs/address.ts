import { isRecord, isString, type Attributes } from "../attributes";

/** Location address of spec §3. */
export interface LocationAddress {
  line1: string | null;
  line2: string | null;
  locality: string | null;
  administrativeArea: string | null;
  postalCode: string | null;
}

const part = (o: Record<string, unknown>, k: string) => (isString(o[k]) && o[k].trim() !== "" ? o[k].trim() : null);

/** An address field (Drupal address sub-fields); null when it is empty or missing. */
export function locationAddress(attrs: Attributes, key: string): LocationAddress | null {
  const v = attrs[key];
  const o = Array.isArray(v) ? v[0] : v;
  if (!isRecord(o)) return null;
  const address = {
    line1: part(o, "address_line1"),
    line2: part(o, "address_line2"),
    locality: part(o, "locality"),
    administrativeArea: part(o, "administrative_area"),
    postalCode: part(o, "postal_code"),
  };
  return Object.values(address).some(Boolean) ? address : null;
}

/** The address as display lines: street lines, then "Locality STATE 3000". */
export function addressLines(a: LocationAddress): string[] {
  const last = [a.locality, a.administrativeArea, a.postalCode].filter(Boolean).join(" ");
  return [a.line1, a.line2, last].filter((l): l is string => Boolean(l));
}
