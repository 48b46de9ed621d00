import type { TicketDetail, TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listTicketAttachments } from '../attachments/list-ticket-attachments.js';

/** One ticket as its page shows it: the view and the ticket's own files. */
export async function readTicketDetail(db: Db, ticket: TicketView): Promise<TicketDetail> {
  const files = await listTicketAttachments(db, ticket.ticketGuid, { withInternal: false });
  return { ...ticket, attachments: files.get(null) ?? [] };
}
