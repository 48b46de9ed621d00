import { describe, expect, it } from 'vitest';
import type { UptimeDay } from '@client-portal/contract';
import {
  describeUptimeMethod,
  formatIncidentDuration,
  formatUptimePercent,
  responseTimeSummary,
  uptimeSummary,
} from './uptime-format';

describe('formatUptimePercent', () => {
  it('shows two decimals, cut rather than rounded, and "—" for a period without checks', () => {
    expect(formatUptimePercent(99.95)).toBe('99.95%');
    expect(formatUptimePercent(99.996)).toBe('99.99%');
    expect(formatUptimePercent(100)).toBe('100.00%');
    expect(formatUptimePercent(0)).toBe('0.00%');
    expect(formatUptimePercent(null)).toBe('—');
  });
});

describe('formatIncidentDuration', () => {
  it('reads minutes, then hours and minutes', () => {
    expect(formatIncidentDuration(20)).toBe('less than a minute');
    expect(formatIncidentDuration(60)).toBe('1 minute');
    expect(formatIncidentDuration(25 * 60)).toBe('25 minutes');
    expect(formatIncidentDuration(60 * 60)).toBe('1 hour');
    expect(formatIncidentDuration(125 * 60)).toBe('2 hours 5 minutes');
    expect(formatIncidentDuration(49 * 60 * 60)).toBe('49 hours');
  });
});

describe('describeUptimeMethod', () => {
  it('names the interval in minutes (seconds under a minute) and the confirm rule', () => {
    expect(describeUptimeMethod({ intervalSeconds: 30, confirmChecks: 2 })).toBe(
      'Checked every 30 seconds from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row.',
    );
    expect(describeUptimeMethod({ intervalSeconds: 300, confirmChecks: 2 })).toBe(
      'Checked every 5 minutes from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row.',
    );
    expect(describeUptimeMethod({ intervalSeconds: 60, confirmChecks: 2 })).toBe(
      'Checked every minute from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row.',
    );
    expect(describeUptimeMethod({ intervalSeconds: 90, confirmChecks: 1 })).toBe(
      'Checked every 1.5 minutes from our server; uptime is the share of checks answered, and an outage counts from 1 failed check in a row.',
    );
    expect(describeUptimeMethod({ intervalSeconds: null, confirmChecks: 2 })).toBe(
      'Checked from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row.',
    );
  });
});

const day = (date: string, uptimePercent: number | null, averageResponseMs: number | null): UptimeDay => ({
  date,
  uptimePercent,
  averageResponseMs,
});

describe('uptimeSummary and responseTimeSummary', () => {
  const days = [day('2026-10-01', null, null), day('2026-10-02', 100, 180), day('2026-10-03', 99.5, 221)];

  it('sum up only the days with checks', () => {
    expect(uptimeSummary(days)).toBe(
      'Average daily uptime 99.75% over 2 days with checks: lowest day 99.50%, highest day 100.00%.',
    );
    expect(responseTimeSummary(days)).toBe(
      'Average response time 201 ms over 2 days with checks: fastest day 180 ms, slowest day 221 ms.',
    );
  });

  it('have nothing to say when no day was checked', () => {
    expect(uptimeSummary([day('2026-10-01', null, null)])).toBeUndefined();
    expect(responseTimeSummary([])).toBeUndefined();
  });
});
