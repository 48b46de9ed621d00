import type { TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { ticketViewQuery, toTicketView } from './queries.js';

const projectTicketsQuery = (db: Db, projectGuid: string) =>
  ticketViewQuery(db)
    .where('t.project_guid', '=', projectGuid)
    .orderBy('t.created_date_time', 'desc')
    .orderBy('t.ticket_id', 'desc');

/** A project's tickets, newest first. */
export async function listTicketsForProject(db: Db, projectGuid: string): Promise<TicketView[]> {
  return (await projectTicketsQuery(db, projectGuid).execute()).map(toTicketView);
}
