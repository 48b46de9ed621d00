import type {
  AgencyMonitor,
  AgencyProject,
  ClientSummary,
  HelpdeskSettings,
  Monitor,
  Person,
  StaffMember,
} from '@client-portal/contract';

/** People and projects the workspace's screen tests share (test-only: never imported by app code). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const OTHER_PROJECT_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
export const SCHEDULE_GUID = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';
export const TICKET_GUID = 'b7e1c2d3-0002-4e1f-9a02-100000000002';

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
export const ALEX: StaffMember = {
  userGuid: '9c4e2b7a-1d3f-4a8e-b6c5-0f2d8e1a7b33',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@agency.example',
  role: 'staff',
};
export const ROBIN: StaffMember = {
  userGuid: '2b8d5f1c-7e9a-4c3b-a1d6-4e7f0c9b2a44',
  firstName: 'Robin',
  lastName: 'Admin',
  email: 'robin@agency.example',
  role: 'admin',
};

/** A client as the clients list answers for them. */
export const clientSummary = (person: Person, overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  ...person,
  disabled: false,
  hasPassword: true,
  projects: [{ projectGuid: PROJECT_GUID, name: 'Acme Website Redesign' }],
  lastSignInAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

/** A project as the workspace's project list answers for it. */
export const agencyProject = (overrides: Partial<AgencyProject> = {}): AgencyProject => ({
  projectGuid: PROJECT_GUID,
  name: 'Acme Website Redesign',
  status: 'active',
  startDate: '2026-01-05',
  periodStartDate: '2026-11-01',
  periodEndDate: '2026-11-30',
  users: [CASEY, SAM],
  countOfOpenTickets: 2,
  schedule: null,
  ...overrides,
});

/** The two projects the inbox's and a new ticket's project pickers offer. */
export const PROJECTS: AgencyProject[] = [
  agencyProject(),
  agencyProject({ projectGuid: OTHER_PROJECT_GUID, name: 'Acme Mobile App', users: [SAM] }),
];

/** A list's answer of one page holding these rows (and, unless told otherwise, nothing more). */
export const pageOf = <Item>(
  items: Item[],
  overrides: Partial<{ total: number; page: number; pageSize: number }> = {},
) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  ...overrides,
});

export const MONITOR_GUID = 'd00dfeed-0001-4a5b-8c6d-600000000001';

/** A monitor that is up, on a certificate with months left. */
export const monitor = (overrides: Partial<Monitor> = {}): Monitor => ({
  monitorGuid: MONITOR_GUID,
  projectGuid: PROJECT_GUID,
  name: null,
  url: 'https://acme.example/',
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  keyword: null,
  intervalSeconds: 300,
  timeoutSeconds: 10,
  ignoreTlsErrors: false,
  state: 'up',
  // Local times, so the screen reads 01-Nov-2026 09:00 and 20-Nov-2026 09:59 in any test time zone.
  stateSince: new Date(2026, 10, 1, 9, 0).toISOString(),
  lastCheckedAt: new Date(2026, 10, 20, 9, 59).toISOString(),
  lastResponseMs: 182,
  lastError: null,
  certificateExpiresAt: new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString(),
  ...overrides,
});

/** A monitor as the Monitoring screen reads it (GET /api/agency/monitors): up, with its project and uptime. */
export const agencyMonitor = (overrides: Partial<AgencyMonitor> = {}): AgencyMonitor => ({
  ...monitor(),
  projectName: 'Acme Website Redesign',
  uptime24h: 100,
  uptime30d: 99.95,
  monitoredSince: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

/** The helpdesk as a new agency has it: public updates first, no targets. */
export const helpdeskSettings = (overrides: Partial<HelpdeskSettings> = {}): HelpdeskSettings => ({
  composerDefault: 'public',
  clientsSeePriority: false,
  businessHours: {
    timeZone: 'Europe/London',
    workingDays: [1, 2, 3, 4, 5],
    start: '09:00',
    end: '17:00',
    holidays: [],
  },
  targets: { firstResponseMinutes: null, resolutionMinutes: null },
  ...overrides,
});
