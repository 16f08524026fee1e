/* The closed multiple select's summary (spec §5, §9): up to `showitems` selected titles, then '+ N more'. */
import type { Option } from "@/mapping/webform/field-schema";

export const DEFAULT_SHOW_ITEMS = 4;

export interface SelectSummary {
  titles: string[];
  /** '+ N more', or null when every selected title is shown. */
  more: string | null;
  text: string;
}

/** Titles follow the order of the options, not the order of clicking, so the summary is stable. */
export function selectSummary(options: readonly Option[], selected: readonly string[], showItems: number = DEFAULT_SHOW_ITEMS): SelectSummary {
  const chosen = new Set(selected);
  const all = options.filter((o) => chosen.has(o.value)).map((o) => o.label);
  const shown = Math.max(0, Math.floor(showItems) || 0) || DEFAULT_SHOW_ITEMS;
  const titles = all.slice(0, shown);
  const rest = all.length - titles.length;
  const more = rest > 0 ? `+ ${rest} more` : null;
  return { titles, more, text: more === null ? titles.join(", ") : `${titles.join(", ")} ${more}` };
}
