import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatTicketNumber, formatTimeAgo } from './format';

describe('formatTicketNumber', () => {
  it('is "#" plus the last 5 characters of ticketId', () => {
    expect(formatTicketNumber(100231)).toBe('#00231');
    expect(formatTicketNumber(123456789)).toBe('#56789');
    expect(formatTicketNumber('ABC-12345')).toBe('#12345');
  });

  it('keeps a ticketId shorter than 5 characters whole', () => {
    expect(formatTicketNumber(42)).toBe('#42');
    expect(formatTicketNumber(12345)).toBe('#12345');
  });
});

/** Runs the formats in a named zone; Node re-reads process.env.TZ whenever it is assigned. */
function inTimeZone(timeZone: string) {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

describe('formatDate in the viewer’s time zone (Pacific/Auckland, UTC+13 in November)', () => {
  inTimeZone('Pacific/Auckland');

  it('runs in the zone the test asked for', () => {
    expect(new Date('2026-11-18T09:12:00Z').getTimezoneOffset()).toBe(-13 * 60);
  });

  it('formats the spec §9 patterns, moving a late UTC time to the next local day', () => {
    const value = '2026-11-30T14:05:00.000Z'; // 1 December 03:05 in Auckland
    expect(formatDate(value, DATE_FORMATS.ticketTable)).toBe('1-Dec-2026');
    expect(formatDate(value, DATE_FORMATS.date)).toBe('01-Dec-2026');
    expect(formatDate(value, DATE_FORMATS.dateTime)).toBe('01-Dec-2026 03:05');
    expect(formatDate(value, DATE_FORMATS.monthYear)).toBe('Dec-2026');
    expect(formatDate(value, DATE_FORMATS.yearMonth)).toBe('2026-12');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2024-03-01', DATE_FORMATS.date)).toBe('01-Mar-2024');
  });
});

describe('formatDate in the viewer’s time zone (America/Los_Angeles, UTC-8 in November)', () => {
  inTimeZone('America/Los_Angeles');

  it('moves an early UTC time to the previous local day, with a 24-hour clock', () => {
    const value = '2026-11-01T06:30:00Z'; // 31 October 23:30 in Los Angeles (still UTC-7 then)
    expect(formatDate(value, DATE_FORMATS.date)).toBe('31-Oct-2026');
    expect(formatDate(value, DATE_FORMATS.dateTime)).toBe('31-Oct-2026 23:30');
    expect(formatDate('2026-11-12T20:40:00Z', DATE_FORMATS.dateTime)).toBe('12-Nov-2026 12:40');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2024-03-01', DATE_FORMATS.ticketTable)).toBe('1-Mar-2024');
  });

  it('reads an explicit offset as that instant', () => {
    expect(formatDate('2025-04-01T12:30:00+02:00', DATE_FORMATS.dateTime)).toBe('01-Apr-2025 03:30');
  });
});

describe('formatDate with missing or bad values', () => {
  it('renders nothing for null, empty or unparsable input', () => {
    expect(formatDate(null, DATE_FORMATS.date)).toBe('');
    expect(formatDate(undefined, DATE_FORMATS.date)).toBe('');
    expect(formatDate('', DATE_FORMATS.date)).toBe('');
    expect(formatDate('not a date', DATE_FORMATS.date)).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-18T12:00:00Z');

  it('says how long ago a date-time was, in whole units', () => {
    expect(formatTimeAgo('2026-11-18T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-18T11:59:30Z', now)).toBe('30 seconds ago');
    expect(formatTimeAgo('2026-11-16T11:00:00Z', now)).toBe('2 days ago');
  });

  it('renders nothing for a missing or unparsable value', () => {
    expect(formatTimeAgo(null, now)).toBe('');
    expect(formatTimeAgo('not a date', now)).toBe('');
  });
});
