// Letters then digits, e.g. BCO1102; three to twelve characters in all.
const CODE = /^(?=.{3,12}$)[A-Za-z]+[0-9]+$/;

/** The upper-cased unit or unit set code when the segment looks like one, else null. */
export function parseUnitCode(segment: string): string | null {
  return CODE.test(segment) ? segment.toUpperCase() : null;
}
