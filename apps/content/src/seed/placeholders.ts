import { seedUuid } from "./ids.ts";
export interface PlaceholderContext {
  productName: string;
  shortName: string;
  slug: string;
  /** The seed time; relative dates count whole days from its calendar day in `timeZone`. */
  now: Date;
  timeZone?: string;
}

export const SEED_TIME_ZONE = "Australia/Melbourne";

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const RELATIVE = /^(date|day):([+-]?\d{1,5})d(?:@(\d{2}):(\d{2}))?$/;
/** `{{uuid:media--document:key}}`: the seeded uuid of a record, for references inside rich text. */
const UUID = /^uuid:([a-z_]+--[a-z_]+):([a-z0-9_-]+)$/;

export class PlaceholderError extends Error {}

interface LocalDate { year: number; month: number; day: number }

function localDate(instant: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The zone's UTC offset in minutes at an instant, e.g. 660 for +11:00. */
function offsetMinutes(utcMs: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(utcMs)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** Wall-clock time `days` after the seed day in the zone, as ISO 8601 with that moment's offset. */
export function relativeDateTime(now: Date, days: number, hour: number, minute: number,
  timeZone = SEED_TIME_ZONE): string {
  const today = localDate(now, timeZone);
  // Date.UTC normalises day overflow, so this is plain calendar arithmetic on the local date.
  const target = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  const wallAsUtc = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), target.getUTCDate(), hour, minute);
  // Two passes settle the offset on either side of a daylight-saving change.
  let offset = offsetMinutes(wallAsUtc - offsetMinutes(wallAsUtc, timeZone) * 60_000, timeZone);
  offset = offsetMinutes(wallAsUtc - offset * 60_000, timeZone);
  const sign = offset < 0 ? "-" : "+";
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(target.getUTCDate())}`
    + `T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

export function relativeDay(now: Date, days: number, timeZone = SEED_TIME_ZONE): string {
  return relativeDateTime(now, days, 12, 0, timeZone).slice(0, 10);
}

function resolve(name: string, ctx: PlaceholderContext): string {
  if (name === "product_name") return ctx.productName;
  if (name === "short_name") return ctx.shortName;
  if (name === "slug") return ctx.slug;
  const uuid = UUID.exec(name);
  if (uuid !== null) return seedUuid(uuid[1] as string, uuid[2] as string);
  const relative = RELATIVE.exec(name);
  if (relative !== null) {
    const days = Number(relative[2]);
    const timeZone = ctx.timeZone ?? SEED_TIME_ZONE;
    if (relative[1] === "day") {
      if (relative[3] !== undefined) throw new PlaceholderError(`{{${name}}}: a day has no time of day`);
      return relativeDay(ctx.now, days, timeZone);
    }
    const hour = relative[3] === undefined ? 9 : Number(relative[3]);
    const minute = relative[4] === undefined ? 0 : Number(relative[4]);
    if (hour > 23 || minute > 59) throw new PlaceholderError(`{{${name}}}: invalid time of day`);
    return relativeDateTime(ctx.now, days, hour, minute, timeZone);
  }
  throw new PlaceholderError(`unknown placeholder {{${name}}}`);
}

export function replacePlaceholders(text: string, ctx: PlaceholderContext): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (_whole, name: string) => resolve(name, ctx));
}

/** Applies replacePlaceholders to every string inside a YAML value; object keys are left alone. */
export function replaceDeep(value: unknown, ctx: PlaceholderContext): unknown {
  if (typeof value === "string") return replacePlaceholders(value, ctx);
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, ctx));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceDeep(item, ctx)]));
  }
  return value;
}
