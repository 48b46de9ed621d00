import { describe, expect, it } from 'vitest';
import { ordinal, scheduleSummary } from './schedule-summary';

describe('scheduleSummary', () => {
  it('names the domain, the day as an ordinal and the status', () => {
    expect(
      scheduleSummary({
        siteCareScheduleGuid: '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10',
        domainName: 'acme.example',
        siteCareDay: 5,
        status: 'active',
        countOfSiteCareReports: 0,
      }),
    ).toBe('acme.example · 5th · active');
    expect(scheduleSummary(null)).toBe('None');
  });

  it('writes 1st, 2nd, 3rd, 11th, 12th, 13th, 21st, 22nd, 23rd and 28th', () => {
    expect([1, 2, 3, 11, 12, 13, 21, 22, 23, 28].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
  });
});
