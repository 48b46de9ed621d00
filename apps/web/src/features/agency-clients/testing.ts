import type { AgencyProject, AuditEntry, ClientDetail, Person } from '@client-portal/contract';
import {
  agencyProject as sharedAgencyProject,
  ALEX,
  CASEY,
  clientSummary,
  OTHER_PROJECT_GUID,
  SAM,
} from '../../test/agency-fixtures';
export { PROJECT_GUID, OTHER_PROJECT_GUID, CASEY, SAM, clientSummary } from '../../test/agency-fixtures';

/** Test-only helpers of the client screens (never imported by app code). */

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
  names: {},
  ...overrides,
});

const agencyProject = (overrides: Partial<AgencyProject> = {}): AgencyProject =>
  sharedAgencyProject({ users: [CASEY], ...overrides });

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
