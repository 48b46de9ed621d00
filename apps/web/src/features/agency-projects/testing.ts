import type {
  AgencyDashboardPage,
  AgencyProject,
  AgencyProjectDetail,
  AgencySchedule,
  AuditEntry,
} from '@client-portal/contract';
import {
  agencyProject as sharedAgencyProject,
  PROJECT_GUID,
  OTHER_PROJECT_GUID,
  SCHEDULE_GUID,
  CASEY,
  SAM,
  ALEX,
} from '../../test/agency-fixtures';
export { PROJECT_GUID, SCHEDULE_GUID, CASEY, SAM, clientSummary } from '../../test/agency-fixtures';

/** Test-only helpers of the project screens (never imported by app code). */

const agencySchedule = (overrides: Partial<AgencySchedule> = {}): AgencySchedule => ({
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme.example',
  siteCareDay: 5,
  status: 'active',
  countOfSiteCareReports: 2,
  ...overrides,
});

const agencyProject = (overrides: Partial<AgencyProject> = {}): AgencyProject =>
  sharedAgencyProject({ users: [CASEY], schedule: agencySchedule(), ...overrides });

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

const dashboardPage = (overrides: Partial<AgencyDashboardPage> = {}): AgencyDashboardPage => ({
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

const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditGuid: 'a1b2c3d4-0001-4a5b-8c6d-400000000001',
  actor: ALEX,
  objectType: 'project',
  objectGuid: PROJECT_GUID,
  action: 'changed',
  ipAddress: '203.0.113.7',
  changes: { name: { before: 'Acme Site', after: 'Acme Website Redesign' } },
  createdAt: '2026-11-19T10:00:00.000Z',
  names: {},
  ...overrides,
});

export const projectDetail = (overrides: Partial<AgencyProjectDetail> = {}): AgencyProjectDetail => ({
  ...agencyProject(),
  dashboardPages: PAGES,
  history: [auditEntry()],
  ...overrides,
});

export { MONITOR_GUID, monitor } from '../../test/agency-fixtures';
