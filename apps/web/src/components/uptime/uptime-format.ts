import type { ProjectUptime, UptimeDay } from '@client-portal/contract';

/**
 * "99.95%", cut (not rounded) to two decimals so that any downtime never reads as "100.00%"; "—" when nothing was
 * checked in the period.
 */
export function formatUptimePercent(percent: number | null): string {
  if (percent === null) return '—';
  // The small addition absorbs binary fractions (99.95 * 100 is 9994.999…).
  const cut = Math.floor(percent * 100 + 1e-6) / 100;
  return `${Math.min(cut, 100).toFixed(2)}%`;
}

/** "45 minutes", "1 hour", "2 hours 5 minutes", "less than a minute". */
export function formatIncidentDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return count(minutes, 'minute');
  return rest === 0 ? count(hours, 'hour') : `${count(hours, 'hour')} ${count(rest, 'minute')}`;
}

/** "Checked every 5 minutes from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row." */
export function describeUptimeMethod({ intervalSeconds, confirmChecks }: ProjectUptime['method']): string {
  const checks = `uptime is the share of checks answered, and an outage counts from ${count(confirmChecks, 'failed check')} in a row.`;
  if (intervalSeconds === null) return `Checked from our server; ${checks}`;
  const minutes = Math.round((intervalSeconds / 60) * 10) / 10;
  const every =
    intervalSeconds < 60
      ? `every ${count(intervalSeconds, 'second')}`
      : minutes === 1
        ? 'every minute'
        : `every ${minutes} minutes`;
  return `Checked ${every} from our server; ${checks}`;
}

/** The days with an uptime figure: the uptime chart's points and its summary. */
export function uptimeSummary(daily: UptimeDay[]): string | undefined {
  const percents = daily.flatMap((day) => (day.uptimePercent === null ? [] : [day.uptimePercent]));
  if (percents.length === 0) return undefined;
  const average = percents.reduce((sum, percent) => sum + percent, 0) / percents.length;
  return (
    `Average daily uptime ${formatUptimePercent(average)} over ${count(percents.length, 'day')} with checks: ` +
    `lowest day ${formatUptimePercent(Math.min(...percents))}, highest day ${formatUptimePercent(Math.max(...percents))}.`
  );
}

/** The days with a response time: the chart's points and its summary. */
export function responseTimeSummary(daily: UptimeDay[]): string | undefined {
  const times = daily.flatMap((day) => (day.averageResponseMs === null ? [] : [day.averageResponseMs]));
  if (times.length === 0) return undefined;
  const average = Math.round(times.reduce((sum, ms) => sum + ms, 0) / times.length);
  return (
    `Average response time ${average} ms over ${count(times.length, 'day')} with checks: ` +
    `fastest day ${Math.min(...times)} ms, slowest day ${Math.max(...times)} ms.`
  );
}

const count = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;
