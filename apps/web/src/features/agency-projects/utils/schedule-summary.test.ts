import { describe, expect, it } from 'vitest';
import { scheduleSummary } from './schedule-summary';

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
});
