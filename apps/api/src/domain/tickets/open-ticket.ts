import type { NewTicket } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { assertProjectAccess } from '../shared/access.js';
import type { AuthUser } from '../shared/auth-user.js';
import { insertTicket } from './insert-ticket.js';
import { storableRichText } from './ticket-text.js';

/** `POST /api/tickets`: a ticket opened by one of the project's authorised users (or by staff, in their own name). */
export async function openTicket(db: Db, user: AuthUser, input: NewTicket): Promise<string> {
  await assertProjectAccess(db, user, input.projectGuid);
  return insertTicket(db, user, {
    projectGuid: input.projectGuid,
    name: input.name,
    description: storableRichText('description', input.description),
    createdByUserGuid: user.userGuid,
    attachmentGuids: input.attachmentGuids,
  });
}
