import type { ProjectDetail, ProjectListItem, ProjectUptime, TicketView, UptimeDay } from '@client-portal/contract';

/** Test-only helpers for the project component tests (not imported by the app). */

export const MEMBER_GUID = '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11';
export const REDESIGN_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const MOBILE_APP_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
export const SCHEDULE_GUID = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';

export const projectListItem = (overrides: Partial<ProjectListItem> = {}): ProjectListItem => ({
  projectGuid: REDESIGN_GUID,
  name: 'Acme Website Redesign',
  status: 'active',
  countOfOpenTickets: 3,
  countOfSiteCareReports: 4,
  siteCareScheduleGuid: SCHEDULE_GUID,
  ...overrides,
});

export const projectDetail = (overrides: Partial<ProjectDetail['projectDto']> = {}): ProjectDetail => ({
  projectDto: {
    projectGuid: REDESIGN_GUID,
    name: 'Acme Website Redesign',
    status: 'active',
    startDate: '2024-03-01',
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
    ...overrides,
  },
  projectUsers: [
    { userGuid: MEMBER_GUID, firstName: 'Casey', lastName: 'Client', email: 'client@example.com' },
    { userGuid: '7a1d9e4c-2b3f-4e8a-8c5d-1f6b0a9e2d22', firstName: 'Sam', lastName: 'Stone', email: 'sam@example.com' },
  ],
});

let ticketCount = 0;
// Midday UTC, so the dates read the same in any test time zone.
export const ticketView = (overrides: Partial<TicketView> = {}): TicketView => {
  ticketCount += 1;
  return {
    ticketId: 100000 + ticketCount,
    ticketGuid: `b7e1c2d3-0001-4e1f-9a01-${String(ticketCount).padStart(12, '0')}`,
    name: `Ticket ${ticketCount}`,
    description: '<p>Details</p>',
    status: 'new',
    createdByFirstName: 'Casey',
    createdDateTime: '2026-11-08T12:00:00Z',
    projectGuid: REDESIGN_GUID,
    projectName: 'Acme Website Redesign',
    ...overrides,
  };
};

/** 30 days from 22-Oct-2026 to 20-Nov-2026, oldest first: 150 ms, 151 ms, … with no checks on the first. */
export const uptimeDays = (): UptimeDay[] =>
  Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 22 + index)).toISOString().slice(0, 10),
    uptimePercent: index === 0 ? null : 100,
    averageResponseMs: index === 0 ? null : 150 + index,
  }));

export const projectUptime = (overrides: Partial<ProjectUptime> = {}): ProjectUptime => ({
  state: 'operational',
  since: '2026-11-18T10:00:00.000Z',
  uptime: { h24: 100, d7: 99.95, d30: 99.987, d90: null },
  monitoredSince: '2025-06-02T08:00:00.000Z',
  maintenance: null,
  daily: uptimeDays(),
  incidents: [],
  method: { intervalSeconds: 300, confirmChecks: 2 },
  ...overrides,
});

export { calledPaths, fail, mockApi, ok } from '../../test/mock-api';
export { renderAt } from '../../test/render';
