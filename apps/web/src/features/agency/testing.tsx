import type {
  AgencyProject,
  AgencyTicket,
  ClientSummary,
  InboxRow,
  Person,
  StaffMember,
  ThreadEntry,
} from '@client-portal/contract';

/** Test-only helpers of the agency feature (never imported by app code). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const OTHER_PROJECT_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
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

export const PROJECTS: AgencyProject[] = [
  agencyProject(),
  agencyProject({ projectGuid: OTHER_PROJECT_GUID, name: 'Acme Mobile App', users: [SAM] }),
];

export const inboxRow = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  ticketGuid: TICKET_GUID,
  ticketId: 100198,
  name: 'Add new team member bios',
  status: 'in-progress',
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  createdBy: CASEY,
  assignee: ALEX,
  lastActivityAt: '2026-11-18T09:00:00.000Z',
  ...overrides,
});

export const threadEntry = (overrides: Partial<ThreadEntry> = {}): ThreadEntry => ({
  updateGuid: 'c1d2e3f4-0001-4a5b-8c6d-300000000001',
  author: ALEX,
  createdDateTime: '2026-11-11T08:05:00.000Z',
  updateText: '<p>Started on the bios.</p>',
  internal: false,
  ...overrides,
});

export const agencyTicket = (overrides: Partial<AgencyTicket> = {}): AgencyTicket => ({
  ticketGuid: TICKET_GUID,
  ticketId: 100198,
  name: 'Add new team member bios',
  description: '<p>Bios for <strong>About us</strong></p>',
  status: 'in-progress',
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  createdBy: CASEY,
  assignee: null,
  createdDateTime: '2026-11-10T09:30:00.000Z',
  lastActivityAt: '2026-11-11T08:05:00.000Z',
  version: 3,
  thread: [],
  history: [],
  ...overrides,
});

/**
 * For tests that use the rich-text editor. jsdom has no layout: ProseMirror asks for the caret's rectangle after each change. Flat rectangles are enough
 * for the editor to work (text goes in with user.paste: jsdom's selection does not follow typed keys).
 */
export async function prepareEditor() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => rects;
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  document.elementFromPoint ??= () => null;
  // The first import of ProseMirror takes longer than a findBy waits: load it before the tests.
  await import('../../components/ui/rich-text-editor');
}
