import type { AgencyTicket, ThreadEntry } from '@client-portal/contract';
import { ALEX, CASEY, PROJECT_GUID, TICKET_GUID } from '../../test/agency-fixtures';
export * from '../../test/agency-fixtures';

/** Test-only helpers of the agency feature (never imported by app code). */

export const threadEntry = (overrides: Partial<ThreadEntry> = {}): ThreadEntry => ({
  updateGuid: 'c1d2e3f4-0001-4a5b-8c6d-300000000001',
  author: ALEX,
  createdDateTime: '2026-11-11T08:05:00.000Z',
  updateText: '<p>Started on the bios.</p>',
  internal: false,
  attachments: [],
  ...overrides,
});

export const agencyTicket = (overrides: Partial<AgencyTicket> = {}): AgencyTicket => ({
  ticketGuid: TICKET_GUID,
  ticketId: 100198,
  name: 'Add new team member bios',
  description: '<p>Bios for <strong>About us</strong></p>',
  status: 'in-progress',
  priority: 'normal',
  tags: [],
  due: null,
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  createdBy: CASEY,
  assignee: null,
  createdDateTime: '2026-11-10T09:30:00.000Z',
  lastActivityAt: '2026-11-11T08:05:00.000Z',
  version: 3,
  attachments: [],
  thread: [],
  history: [],
  ...overrides,
});

export { prepareEditor } from '../../test/editor';
