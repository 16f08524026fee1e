// Unit codes are letters then digits, e.g. BCO1102; unit set codes may be letters alone, e.g. AMACRW,
// or letters then digits. Three to twelve characters in all.
const UNIT_CODE = /^(?=.{3,12}$)[A-Za-z]+[0-9]+$/;
const UNIT_SET_CODE = /^(?=.{3,12}$)[A-Za-z]+[0-9]*$/;

/** The upper-cased unit code when the segment looks like one, else null. */
export function parseUnitCode(segment: string): string | null {
  return UNIT_CODE.test(segment) ? segment.toUpperCase() : null;
}

/** The upper-cased unit set code when the segment looks like one, else null. */
export function parseUnitSetCode(segment: string): string | null {
  return UNIT_SET_CODE.test(segment) ? segment.toUpperCase() : null;
}
