import type { TicketDetail, TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listTicketAttachments } from '../attachments/list-ticket-attachments.js';
import { readHelpdeskSettings } from '../response-targets/read-helpdesk-settings.js';

/** One ticket as its page shows it: the view, the ticket's own files, and its priority if the agency shows it. */
export async function readTicketDetail(db: Db, ticket: TicketView): Promise<TicketDetail> {
  const [files, settings] = await Promise.all([
    listTicketAttachments(db, ticket.ticketGuid, { withInternal: false }),
    readHelpdeskSettings(db),
  ]);
  const detail: TicketDetail = { ...ticket, attachments: files.get(null) ?? [] };
  if (settings.clientsSeePriority) {
    const row = await db
      .selectFrom('tickets')
      .select('priority')
      .where('ticket_guid', '=', ticket.ticketGuid)
      .executeTakeFirstOrThrow();
    detail.priority = row.priority;
  }
  return detail;
}
