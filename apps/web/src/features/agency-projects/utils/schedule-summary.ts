import type { AgencySchedule } from '@client-portal/contract';
import { ordinal } from '../../../lib/ordinal';

/** "acme.example · 5th · active", or "None". */
export const scheduleSummary = (schedule: AgencySchedule | null): string =>
  schedule ? `${schedule.domainName} · ${ordinal(schedule.siteCareDay)} · ${schedule.status}` : 'None';
