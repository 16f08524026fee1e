/** Spec §4: the current or nearest upcoming date of an event, else its latest past one; decided at the time asked. */
export interface EventMoment {
  start: string;
  end: string;
  upcoming: boolean;
}

export function eventMomentAt(dates: readonly (readonly [string, string])[], now: Date): EventMoment | null {
  const time = now.getTime();
  let next: readonly [string, string] | undefined;
  let last: readonly [string, string] | undefined;
  for (const pair of dates) {
    if (Date.parse(pair[1]) >= time) {
      if (next === undefined || Date.parse(pair[0]) < Date.parse(next[0])) next = pair;
    } else if (last === undefined || Date.parse(pair[0]) > Date.parse(last[0])) {
      last = pair;
    }
  }
  const chosen = next ?? last;
  return chosen === undefined ? null : { start: chosen[0], end: chosen[1], upcoming: next !== undefined };
}
