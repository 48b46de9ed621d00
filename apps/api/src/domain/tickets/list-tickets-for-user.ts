import type { TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { ticketViewQuery, toTicketView } from './queries.js';

/** Every ticket of every project the user is authorised on, newest first. */
export async function listTicketsForUser(db: Db, userGuid: string): Promise<TicketView[]> {
  const rows = await ticketViewQuery(db)
    .innerJoin('project_users as pu', 'pu.project_guid', 't.project_guid')
    .where('pu.user_guid', '=', userGuid)
    .orderBy('t.created_date_time', 'desc')
    .orderBy('t.ticket_id', 'desc')
    .execute();
  return rows.map(toTicketView);
}
