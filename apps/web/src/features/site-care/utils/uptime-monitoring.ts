/** Spec §9: uptime is monitored from 5 locations every 5 minutes; the report covers a 30-day window. */
export const UPTIME_MONITORING = {
  locations: 5,
  intervalMinutes: 5,
  windowDays: 30,
} as const;
