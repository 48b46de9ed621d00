import { SAVED_REPLY_PLACEHOLDERS, type FilledSavedReply } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { escapeHtml } from '../../mail/layout.js';
import type { AuthUser } from '../shared/auth-user.js';
import { findSavedReply } from './saved-replies.js';

type Placeholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

/**
 * A saved reply as it goes into a ticket's composer: each {{placeholder}} replaced by the ticket's value, as text (a
 * name holding markup stays words); an unknown one is left as it is, for staff to see.
 */
export async function fillSavedReply(
  db: Db,
  staff: AuthUser,
  replyGuid: string,
  ticketGuid: string,
): Promise<FilledSavedReply> {
  const reply = await findSavedReply(db, staff, replyGuid);
  const ticket = await db
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .leftJoin('users as c', 'c.user_guid', 't.created_by_user_guid')
    .select(['t.ticket_id', 't.name', 'p.name as project_name', 'c.first_name', 'c.last_name'])
    .where('t.ticket_guid', '=', ticketGuid)
    .executeTakeFirst();
  if (!ticket) throw notFound(`Ticket ${ticketGuid} not found.`);
  const values: Record<Placeholder, string> = {
    'client.firstName': ticket.first_name ?? '',
    'client.lastName': ticket.last_name ?? '',
    'ticket.number': `#${String(ticket.ticket_id).slice(-5)}`,
    'ticket.title': ticket.name,
    'project.name': ticket.project_name,
    'staff.firstName': staff.firstName,
    'staff.lastName': staff.lastName,
  };
  const body = reply.body.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) =>
    key in values ? escapeHtml(values[key as Placeholder]) : whole,
  );
  return { body };
}
