import { z } from 'zod';
import { Guid } from './common.js';

/** Spec §4: ticket status values. */
export const TICKET_STATUSES = ['new', 'in-progress', 'awaiting-customer', 'completed', 'deleted'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);
/** A project's count of open tickets (countOfOpenTickets) counts these: every status but completed and deleted. */
export const OPEN_TICKET_STATUSES = [
  'new',
  'in-progress',
  'awaiting-customer',
] as const satisfies readonly TicketStatus[];
export type TicketStatus = z.infer<typeof TicketStatus>;

/** Spec §3 Ticket view. description is HTML, sanitised by the client before display (§5). */
export const TicketView = z.object({
  ticketId: z.number().int(),
  ticketGuid: Guid,
  name: z.string(),
  description: z.string(),
  status: TicketStatus,
  createdByFirstName: z.string(),
  createdDateTime: z.string(),
  projectGuid: Guid,
  projectName: z.string(),
});
export type TicketView = z.infer<typeof TicketView>;
export const TicketViewList = z.array(TicketView);

/** Spec §3 Ticket update. updateText is HTML. */
export const TicketUpdate = z.object({
  userFirstName: z.string(),
  userLastName: z.string(),
  createdDateTime: z.string(),
  updateText: z.string(),
});
export type TicketUpdate = z.infer<typeof TicketUpdate>;
export const TicketUpdateList = z.array(TicketUpdate);
