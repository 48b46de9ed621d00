import type { TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../shared/auth-user.js';
import { ticketViewQuery, toTicketView } from './queries.js';

const ticketForUserQuery = (db: Db, ticketGuid: string, userGuid: string) =>
  ticketViewQuery(db)
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_guid', '=', 't.project_guid').on('pu.user_guid', '=', userGuid),
    )
    .select('pu.user_guid as member')
    .where('t.ticket_guid', '=', ticketGuid);

/** One ticket and whether the caller may see it (a member of its project, or staff), decided with the same read. */
export async function findTicketForUser(
  db: Db,
  ticketGuid: string,
  viewer: AuthUser,
): Promise<{ ticket: TicketView; isVisible: boolean } | undefined> {
  const row = await ticketForUserQuery(db, ticketGuid, viewer.userGuid).executeTakeFirst();
  return row && { ticket: toTicketView(row), isVisible: Boolean(row.member) || viewer.isStaff };
}
