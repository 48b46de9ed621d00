import type { Attachment, ThreadEntry, TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { toPerson } from '../shared/people.js';

/** Tickets as their clients see them (TicketView), with the project's name and the creator's first name. */
export function ticketViewQuery(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .leftJoin('users as u', 'u.user_guid', 't.created_by_user_guid')
    .select([
      't.ticket_id',
      't.ticket_guid',
      't.name',
      't.description',
      't.status',
      'u.first_name as created_by_first_name',
      't.created_date_time',
      't.project_guid',
      'p.name as project_name',
    ]);
}

type TicketViewRow = Awaited<ReturnType<ReturnType<typeof ticketViewQuery>['executeTakeFirstOrThrow']>>;

export const toTicketView = (row: TicketViewRow): TicketView => ({
  ticketId: Number(row.ticket_id),
  ticketGuid: row.ticket_guid,
  name: row.name,
  description: row.description,
  status: row.status,
  createdByFirstName: row.created_by_first_name ?? '',
  createdDateTime: row.created_date_time,
  projectGuid: row.project_guid,
  projectName: row.project_name,
});

/** The stored ticket, as a change checks it. */
export async function findTicketRecord(db: Db, ticketGuid: string) {
  return db.selectFrom('tickets').selectAll().where('ticket_guid', '=', ticketGuid).executeTakeFirst();
}

export function toThreadEntry(
  row: {
    update_guid: string;
    user_guid: string | null;
    created_date_time: string;
    update_text: string;
    internal: number;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  },
  attachments: Attachment[],
): ThreadEntry {
  return {
    updateGuid: row.update_guid,
    author: toPerson(row.user_guid, row),
    createdDateTime: row.created_date_time,
    updateText: row.update_text,
    internal: Number(row.internal) === 1,
    attachments,
  };
}
