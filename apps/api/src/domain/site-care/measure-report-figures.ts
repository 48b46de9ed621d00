import type { Db } from '../../db/database.js';
import { measuredFigures } from '../monitors/uptime.js';
import { monthRange } from './months.js';

/**
 * The uptime card of a month's report from our own checks of the 30 days before the report (for an earlier month, the
 * 30 days up to its end, as its charts show that month); undefined when nothing was checked then.
 */
export async function measureReportFigures(db: Db, scheduleGuid: string, month: string) {
  const until = new Date(Math.min(Date.now(), new Date(monthRange(month).to).getTime()));
  return measuredFigures(db, scheduleGuid, new Date(until.getTime() - 30 * 86_400_000), until);
}
