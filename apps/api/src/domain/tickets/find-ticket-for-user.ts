import type { TicketPriority, TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../shared/auth-user.js';
import { ticketViewQuery, toTicketView } from './queries.js';

const ticketForUserQuery = (db: Db, ticketGuid: string, userGuid: string) =>
  ticketViewQuery(db)
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_guid', '=', 't.project_guid').on('pu.user_guid', '=', userGuid),
    )
    .select(['pu.user_guid as member', 't.priority'])
    .where('t.ticket_guid', '=', ticketGuid);

/**
 * One ticket and whether the caller may see it (a member of its project, or staff), decided with the same read; and
 * its priority, which its page shows clients only when the agency says so.
 */
export async function findTicketForUser(
  db: Db,
  ticketGuid: string,
  viewer: AuthUser,
): Promise<{ ticket: TicketView; priority: TicketPriority; isVisible: boolean } | undefined> {
  const row = await ticketForUserQuery(db, ticketGuid, viewer.userGuid).executeTakeFirst();
  return row && { ticket: toTicketView(row), priority: row.priority, isVisible: Boolean(row.member) || viewer.isStaff };
}
