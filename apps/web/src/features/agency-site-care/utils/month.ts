import { format, isValid, parse } from 'date-fns';

const parseMonth = (month: string) => parse(month, 'yyyy-MM', new Date(2000, 0, 1));

/** '2026-11' → 'November 2026' (as the buttons name the month). */
export function monthName(month: string): string {
  const date = parseMonth(month);
  return isValid(date) ? format(date, 'MMMM yyyy') : month;
}

/** '2026-11' → 'Nov-2026' (spec §9: report cards show MMM-yyyy). */
export function monthShort(month: string): string {
  const date = parseMonth(month);
  return isValid(date) ? format(date, 'MMM-yyyy') : month;
}

/** This month as the server counts a report's month (UTC), 'yyyy-MM'. */
export const currentMonth = (now: Date = new Date()): string => now.toISOString().slice(0, 7);
