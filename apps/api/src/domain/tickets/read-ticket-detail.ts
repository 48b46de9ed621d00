import type { TicketDetail, TicketView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { attachmentsOfTicket } from '../attachments/attachments.repository.js';

/** One ticket as its page shows it: the view and the ticket's own files. */
export async function readTicketDetail(db: Db, ticket: TicketView): Promise<TicketDetail> {
  const files = await attachmentsOfTicket(db, ticket.ticketGuid, { withInternal: false });
  return { ...ticket, attachments: files.get(null) ?? [] };
}
