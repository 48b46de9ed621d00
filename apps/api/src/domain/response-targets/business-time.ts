import { TZDate } from '@date-fns/tz';
import type { BusinessHours } from '@client-portal/contract';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far ahead working time is looked for: a target of a year's working time, with holidays, fits well inside. */
const MAX_DAYS = 3 * 366;

/** The calendar date (at 00:00 UTC, as a count of days) of an instant, in the time zone. */
function calendarDayOf(at: number, timeZone: string): number {
  const local = new TZDate(at, timeZone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS;
}

/** The working span of one calendar day, as instants; undefined on a day off (a weekend day, a holiday). */
function workingSpan(day: number, hours: BusinessHours): [number, number] | undefined {
  const date = new Date(day * DAY_MS);
  const isoWeekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  if (!hours.workingDays.includes(isoWeekday)) return undefined;
  if (hours.holidays.includes(date.toISOString().slice(0, 10))) return undefined;
  const at = (clock: string) => {
    const [h, m] = clock.split(':').map(Number) as [number, number];
    return new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), h, m, hours.timeZone).getTime();
  };
  return [at(hours.start), at(hours.end)];
}

/** Each stretch of working time from `from` on, day by day, as [start, end] instants. */
function* workingTime(from: number, hours: BusinessHours): Generator<[number, number]> {
  const first = calendarDayOf(from, hours.timeZone);
  for (let day = first; day < first + MAX_DAYS; day += 1) {
    const span = workingSpan(day, hours);
    if (!span) continue;
    const start = Math.max(span[0], from);
    if (start < span[1]) yield [start, span[1]];
  }
}

/**
 * The instant `minutes` of working time after `from` (a target's due time), or undefined when there is not so much
 * working time in the years ahead.
 */
export function addWorkingMinutes(from: Date, minutes: number, hours: BusinessHours): Date | undefined {
  let left = minutes * MINUTE_MS;
  for (const [start, end] of workingTime(from.getTime(), hours)) {
    if (end - start >= left) return new Date(start + left);
    left -= end - start;
  }
  return undefined;
}

/** The minutes of working time between two instants (none when `to` is not after `from`), rounded down. */
export function workingMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  const until = to.getTime();
  let total = 0;
  for (const [start, end] of workingTime(from.getTime(), hours)) {
    if (start >= until) break;
    total += Math.min(end, until) - start;
  }
  return Math.floor(total / MINUTE_MS);
}
