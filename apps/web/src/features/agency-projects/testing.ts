import type {
  AgencyDashboardPage,
  AgencyProject,
  AgencyProjectDetail,
  AgencySchedule,
  AuditEntry,
  ClientSummary,
  Person,
} from '@client-portal/contract';

/** Test-only helpers of the project screens (never imported by app code). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const OTHER_PROJECT_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
export const SCHEDULE_GUID = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';

export const CASEY: Person = {
  userGuid: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Casey',
  lastName: 'Client',
  email: 'client@example.com',
};
export const SAM: Person = {
  userGuid: '7a1d9e4c-2b3f-4e8a-8c5d-1f6b0a9e2d22',
  firstName: 'Sam',
  lastName: 'Stone',
  email: 'sam@example.com',
};
export const ALEX: Person = {
  userGuid: '9c4e2b7a-1d3f-4a8e-b6c5-0f2d8e1a7b33',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@agency.example',
};

export const agencySchedule = (overrides: Partial<AgencySchedule> = {}): AgencySchedule => ({
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme.example',
  siteCareDay: 5,
  status: 'active',
  countOfSiteCareReports: 2,
  ...overrides,
});

export const agencyProject = (overrides: Partial<AgencyProject> = {}): AgencyProject => ({
  projectGuid: PROJECT_GUID,
  name: 'Acme Website Redesign',
  status: 'active',
  startDate: '2026-01-05',
  periodStartDate: '2026-11-01',
  periodEndDate: '2026-11-30',
  users: [CASEY],
  countOfOpenTickets: 2,
  schedule: agencySchedule(),
  ...overrides,
});

export const PROJECTS: AgencyProject[] = [
  agencyProject(),
  agencyProject({
    projectGuid: OTHER_PROJECT_GUID,
    name: 'Acme Mobile App',
    status: 'paused',
    users: [SAM, CASEY],
    countOfOpenTickets: 0,
    schedule: null,
  }),
];

export const dashboardPage = (overrides: Partial<AgencyDashboardPage> = {}): AgencyDashboardPage => ({
  dashboardPageGuid: 'c0ffee00-0001-4a5b-8c6d-500000000001',
  title: 'Analytics',
  iconClass: 'bi bi-graph-up',
  url: 'https://analytics.example/acme',
  projectGuid: PROJECT_GUID,
  sortOrder: 0,
  ...overrides,
});

export const PAGES: AgencyDashboardPage[] = [
  dashboardPage(),
  dashboardPage({
    dashboardPageGuid: 'c0ffee00-0002-4a5b-8c6d-500000000002',
    title: 'Uptime',
    iconClass: 'bi bi-activity',
    url: 'https://uptime.example/acme',
    sortOrder: 1,
  }),
  dashboardPage({
    dashboardPageGuid: 'c0ffee00-0003-4a5b-8c6d-500000000003',
    title: 'Sales',
    iconClass: 'bi bi-cart',
    url: 'https://sales.example/acme',
    sortOrder: 2,
  }),
];

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditGuid: 'a1b2c3d4-0001-4a5b-8c6d-400000000001',
  actor: ALEX,
  objectType: 'project',
  objectGuid: PROJECT_GUID,
  action: 'changed',
  ipAddress: '203.0.113.7',
  changes: { name: { before: 'Acme Site', after: 'Acme Website Redesign' } },
  createdAt: '2026-11-19T10:00:00.000Z',
  ...overrides,
});

export const projectDetail = (overrides: Partial<AgencyProjectDetail> = {}): AgencyProjectDetail => ({
  ...agencyProject(),
  dashboardPages: PAGES,
  history: [auditEntry()],
  ...overrides,
});

export const clientSummary = (person: Person, overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  ...person,
  disabled: false,
  hasPassword: true,
  projects: [],
  lastSignInAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});
