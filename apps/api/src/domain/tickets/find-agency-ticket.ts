import type { AgencyTicket, Attachment, ThreadEntry } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listTicketAttachments } from '../attachments/list-ticket-attachments.js';
import { listAudit } from '../audit/list-audit.js';
import { toPerson } from '../shared/people.js';
import { ticketDue } from '../response-targets/due-times.js';
import { toThreadEntry } from './queries.js';
import { listTagsOf } from './ticket-tags.js';

async function listThread(db: Db, ticketGuid: string, files: Map<string | null, Attachment[]>): Promise<ThreadEntry[]> {
  const rows = await db
    .selectFrom('ticket_updates as tu')
    .leftJoin('users as u', 'u.user_guid', 'tu.user_guid')
    .select(['tu.update_guid', 'tu.user_guid', 'tu.created_date_time', 'tu.update_text', 'tu.internal'])
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('tu.ticket_guid', '=', ticketGuid)
    .orderBy('tu.created_date_time')
    .orderBy('tu.update_guid')
    .execute();
  return rows.map((row) => toThreadEntry(row, files.get(row.update_guid) ?? []));
}

/** The ticket as staff see it: every field, the whole thread with internal notes, and the history of changes. */
export async function findAgencyTicket(db: Db, ticketGuid: string): Promise<AgencyTicket | undefined> {
  const row = await db
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .leftJoin('users as c', 'c.user_guid', 't.created_by_user_guid')
    .leftJoin('users as a', 'a.user_guid', 't.assignee_user_guid')
    .selectAll('t')
    .select([
      'p.name as project_name',
      'c.first_name as c_first',
      'c.last_name as c_last',
      'c.email as c_email',
      'a.first_name as a_first',
      'a.last_name as a_last',
      'a.email as a_email',
    ])
    .where('t.ticket_guid', '=', ticketGuid)
    .executeTakeFirst();
  if (!row) return undefined;
  const files = await listTicketAttachments(db, ticketGuid, { withInternal: true });
  const [thread, history, tags] = await Promise.all([
    listThread(db, ticketGuid, files),
    listAudit(db, ticketGuid),
    listTagsOf(db, [ticketGuid]),
  ]);
  return {
    ticketGuid: row.ticket_guid,
    ticketId: Number(row.ticket_id),
    name: row.name,
    description: row.description,
    status: row.status,
    priority: row.priority,
    tags: tags.get(ticketGuid) ?? [],
    projectGuid: row.project_guid,
    projectName: row.project_name,
    createdBy: toPerson(row.created_by_user_guid, {
      first_name: row.c_first,
      last_name: row.c_last,
      email: row.c_email,
    }),
    assignee: toPerson(row.assignee_user_guid, { first_name: row.a_first, last_name: row.a_last, email: row.a_email }),
    createdDateTime: row.created_date_time,
    lastActivityAt: row.last_activity_at,
    due: ticketDue(row),
    version: Number(row.version),
    attachments: files.get(null) ?? [],
    thread,
    history,
  };
}
