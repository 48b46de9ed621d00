import type { InboxRow } from '@client-portal/contract';
import { ALEX, CASEY, PROJECT_GUID, TICKET_GUID } from '../../test/agency-fixtures';

/** Test-only helpers of the inbox feature (never imported by app code); its people and projects: test/agency-fixtures. */

export const inboxRow = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  ticketGuid: TICKET_GUID,
  ticketId: 100198,
  name: 'Add new team member bios',
  status: 'in-progress',
  priority: 'normal',
  tags: [],
  due: null,
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  createdBy: CASEY,
  assignee: ALEX,
  lastActivityAt: '2026-11-18T09:00:00.000Z',
  version: 4,
  ...overrides,
});
