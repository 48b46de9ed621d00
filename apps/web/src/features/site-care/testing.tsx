import type { ReportUptime, SiteCareReport, SiteCareSchedule, UptimeDay } from '@client-portal/contract';

/** Test-only helpers for the Site Care component tests (not imported by the app). */

export const SCHEDULE_GUID = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';

export const schedule = (overrides: Partial<SiteCareSchedule> = {}): SiteCareSchedule => ({
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme-widgets.example',
  status: 'active',
  siteCareDay: 15,
  countOfSiteCareReports: 3,
  ...overrides,
});

// Midday UTC, so the dates read the same in any test time zone.
export const report = (overrides: Partial<SiteCareReport> = {}): SiteCareReport => ({
  siteCareReportGuid: 'd4c3b2a1-0002-4b2c-8d02-200000000002',
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme-widgets.example',
  createdDateTime: '2026-10-15T12:00:00Z',
  completedDateTime: '2026-10-16T12:00:00Z',
  comments: "<p>Following this month's Site Care, your site is secure. :check:</p>",
  siteHealth: '<p>Your current WordPress Site Health rating is <strong>Good</strong>.</p>',
  pluginsUpdated: '<ul><li>WooCommerce 9.3.1 → 9.4.0</li></ul>',
  pluginsDeleted: '<ul><li>Hello Dolly</li></ul>',
  cmsCoreVersion: '6.6.2',
  cmsCoreUpdate: 'Updated from 6.6.1',
  themesUpdated: '<ul><li>Astra 4.8.3 → 4.8.4</li></ul>',
  themesDeleted: '<ul><li>Twenty Twenty</li></ul>',
  downtimes: 2,
  totalDowntime: 7,
  averageResponseTime: 412,
  securityIssues: '<p>Blocked 3 login attempts.</p>',
  miscellaneous: '<p>Replaced the footer logo.</p>',
  ...overrides,
});

/** October 2026, oldest first: 100% and 200 ms, 201 ms, … except the 12th (99.31%) and no checks on the 1st. */
const octoberDays = (): UptimeDay[] =>
  Array.from({ length: 31 }, (_, index) => ({
    date: `2026-10-${String(index + 1).padStart(2, '0')}`,
    uptimePercent: index === 0 ? null : index === 11 ? 99.31 : 100,
    averageResponseMs: index === 0 ? null : 200 + index,
  }));

/** The report month as the portal measured it: checked every 5 minutes, no incidents. */
export const reportUptime = (overrides: Partial<ReportUptime> = {}): ReportUptime => ({
  measured: { intervalSeconds: 300, confirmChecks: 2 },
  daily: octoberDays(),
  incidents: [],
  maintenance: [],
  ...overrides,
});

/** A report typed in or imported: nothing measured. */
export const unmeasured = (): ReportUptime => ({ measured: null, daily: [], incidents: [], maintenance: [] });

import { mockApi as mockApiWith, type Answer } from '../../test/mock-api';

export { fail, ok } from '../../test/mock-api';
export { renderAt } from '../../test/render';

/** Site Care tests treat any path they did not answer as unknown to the server. */
export const mockApi = (answers: Record<string, Answer>) => mockApiWith(answers, { unmatched: 'notFound' });
