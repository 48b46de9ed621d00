import type { NewAgencyTicket } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { insertTicket } from './insert-ticket.js';
import { storableRichText } from './ticket-text.js';

/** A ticket raised by staff on behalf of one of the project's authorised users. */
export async function createTicket(db: Db, staff: AuthUser, input: NewAgencyTicket): Promise<string> {
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', input.projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${input.projectGuid} not found.`);
  const member = await db
    .selectFrom('project_users')
    .select('user_guid')
    .where('project_guid', '=', input.projectGuid)
    .where('user_guid', '=', input.onBehalfOfUserGuid)
    .executeTakeFirst();
  if (!member) throw badRequest('onBehalfOfUserGuid: must be an authorised user of the project');
  return insertTicket(db, staff, {
    projectGuid: input.projectGuid,
    name: input.name,
    description: storableRichText('description', input.description),
    createdByUserGuid: input.onBehalfOfUserGuid,
    attachmentGuids: input.attachmentGuids,
  });
}
