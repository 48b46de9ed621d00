import { z } from 'zod';
import { AttachmentGuids, AttachmentList } from './attachments.js';
import { DateTime, Guid, GuidParam, RichText, Trimmed } from './common.js';
import { TICKET_NAME_MAX } from './limits.js';

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

/** How urgent staff judge a ticket: shown in words (never by colour alone), filtered on in the inbox. */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TicketPriority = z.enum(TICKET_PRIORITIES, {
  error: `priority must be one of ${TICKET_PRIORITIES.join(', ')}`,
});
export type TicketPriority = z.infer<typeof TicketPriority>;

/** Spec §3 Ticket view. description is HTML, sanitised by the client before display (§5). */
export const TicketView = z
  .object({
    ticketId: z.number().int(),
    ticketGuid: Guid,
    name: z.string(),
    description: z.string(),
    status: TicketStatus,
    createdByFirstName: z.string(),
    createdDateTime: DateTime,
    projectGuid: Guid,
    projectName: z.string(),
  })
  .meta({
    examples: [
      {
        ticketId: 100231,
        ticketGuid: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
        name: 'Contact form sends no email',
        description: '<p>Since Monday the contact form says “sent” but nothing arrives.</p>',
        status: 'in-progress',
        createdByFirstName: 'Casey',
        createdDateTime: '2026-11-23T09:14:00.000Z',
        projectGuid: '5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d',
        projectName: 'Acme website',
      },
    ],
  });
export type TicketView = z.infer<typeof TicketView>;
export const TicketViewList = z.array(TicketView);

/**
 * One ticket as its page shows it: the view and the files attached to the ticket itself, and its priority when the
 * agency shows clients their tickets' priority (helpdesk settings).
 */
export const TicketDetail = TicketView.extend({ attachments: AttachmentList, priority: TicketPriority.optional() });
export type TicketDetail = z.infer<typeof TicketDetail>;

/** Spec §3 Ticket update. updateText is HTML. */
export const TicketUpdate = z
  .object({
    userFirstName: z.string(),
    userLastName: z.string(),
    createdDateTime: DateTime,
    updateText: z.string(),
    attachments: AttachmentList,
  })
  .meta({
    examples: [
      {
        userFirstName: 'Alex',
        userLastName: 'Morgan',
        createdDateTime: '2026-11-23T10:02:00.000Z',
        updateText: '<p>Found it: the mail server’s password had expired. Fixed, please try again.</p>',
        attachments: [],
      },
    ],
  });
export type TicketUpdate = z.infer<typeof TicketUpdate>;
export const TicketUpdateList = z.array(TicketUpdate);

/** `POST /api/tickets`: a ticket opened by one of the project's authorised users (or by staff). */
export const NewTicket = z
  .object({
    projectGuid: GuidParam,
    name: Trimmed('name', TICKET_NAME_MAX),
    description: RichText('description'),
    attachmentGuids: AttachmentGuids,
  })
  .strict();
export type NewTicket = z.infer<typeof NewTicket>;

/**
 * `POST /api/updates/ticket/{ticketGuid}`: a reply. A client's reply moves an `awaiting-customer` ticket to
 * `in-progress` and reopens a `completed` one as `new`; a `deleted` ticket takes none.
 */
export const NewReply = z
  .object({
    updateText: RichText('updateText'),
    attachmentGuids: AttachmentGuids,
  })
  .strict();
export type NewReply = z.infer<typeof NewReply>;

/** What a client's reply does to the ticket's status; undefined: it stays. */
export function statusAfterClientReply(status: TicketStatus): TicketStatus | undefined {
  if (status === 'awaiting-customer') return 'in-progress';
  if (status === 'completed') return 'new';
  return undefined;
}
export const DELETED_TICKET_TAKES_NO_REPLIES = 'This ticket was deleted, so it takes no replies.';
