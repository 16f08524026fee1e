/* The address element of spec §5: its parts, which of them a required address needs, and its five states. */

export interface AddressState {
  value: string;
  label: string;
}

/** Spec §5: VIC Victoria, NSW New South Wales, WA Western Australia, QLD Queensland, ACT Australian Capital Territory. */
export const ADDRESS_STATES: readonly AddressState[] = [
  { value: "VIC", label: "Victoria" },
  { value: "NSW", label: "New South Wales" },
  { value: "WA", label: "Western Australia" },
  { value: "QLD", label: "Queensland" },
  { value: "ACT", label: "Australian Capital Territory" },
];

export const ADDRESS_STATE_CODES: readonly string[] = ADDRESS_STATES.map((state) => state.value);

export const ADDRESS_PARTS = ["address_line1", "address_line2", "locality", "administrative_area", "postal_code", "country_code"] as const;
export type AddressPartName = (typeof ADDRESS_PARTS)[number];

/** Spec §5: required applies to street, suburb, state and postcode. */
export const ADDRESS_REQUIRED_PARTS: readonly AddressPartName[] = ["address_line1", "locality", "administrative_area", "postal_code"];

export function isAddressState(value: string): boolean {
  return ADDRESS_STATE_CODES.includes(value);
}

/** Spec §5 "Postcode is a number"; the states are Australian, so it is the four digits of an Australian postcode. */
export function isPostcode(value: string): boolean {
  return /^\d{4}$/.test(value.trim());
}
