import type { TicketDetail, TicketPriority, TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listTicketAttachments } from '../attachments/list-ticket-attachments.js';
import { readHelpdeskSettings } from '../response-targets/read-helpdesk-settings.js';

/** One ticket as its page shows it: the view, the ticket's own files, and its priority if the agency shows it. */
export async function readTicketDetail(db: Db, ticket: TicketView, priority: TicketPriority): Promise<TicketDetail> {
  const [files, settings] = await Promise.all([
    listTicketAttachments(db, ticket.ticketGuid, { withInternal: false }),
    readHelpdeskSettings(db),
  ]);
  return { ...ticket, attachments: files.get(null) ?? [], ...(settings.clientsSeePriority ? { priority } : {}) };
}
