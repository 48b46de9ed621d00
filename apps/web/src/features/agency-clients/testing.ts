import type { AgencyProject, AuditEntry, ClientDetail, ClientSummary, Person } from '@client-portal/contract';

/** Test-only helpers of the client screens (never imported by app code). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const OTHER_PROJECT_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';

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

export const clientSummary = (person: Person, overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  ...person,
  disabled: false,
  hasPassword: true,
  projects: [{ projectGuid: PROJECT_GUID, name: 'Acme Website Redesign' }],
  lastSignInAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

export const clientDetail = (person: Person, overrides: Partial<ClientDetail> = {}): ClientDetail => ({
  ...clientSummary(person),
  history: [],
  ...overrides,
});

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditGuid: 'a1b2c3d4-0001-4a5b-8c6d-400000000001',
  actor: ALEX,
  objectType: 'client',
  objectGuid: CASEY.userGuid,
  action: 'changed',
  ipAddress: '203.0.113.7',
  changes: { lastName: { before: 'Klient', after: 'Client' } },
  createdAt: '2026-11-19T10:00:00.000Z',
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
  schedule: null,
  ...overrides,
});

export const PROJECTS: AgencyProject[] = [
  agencyProject(),
  agencyProject({ projectGuid: OTHER_PROJECT_GUID, name: 'Acme Mobile App', users: [SAM] }),
];

/** Ten projects, enough for the picker's filter box. */
export const MANY_PROJECTS: AgencyProject[] = Array.from({ length: 10 }, (_, index) =>
  agencyProject({
    projectGuid: `0000000${index}-1111-4222-8333-444444444444`,
    name: index === 7 ? 'Globex Intranet' : `Acme Project ${index}`,
  }),
);
