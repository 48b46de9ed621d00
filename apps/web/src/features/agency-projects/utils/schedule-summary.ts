import type { AgencySchedule } from '@client-portal/contract';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st (a Site Care day is 1 to 28). */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[lastTwo % 10] ?? 'th'}`;
}

/** "acme.example · 5th · active", or "None". */
export const scheduleSummary = (schedule: AgencySchedule | null): string =>
  schedule ? `${schedule.domainName} · ${ordinal(schedule.siteCareDay)} · ${schedule.status}` : 'None';
