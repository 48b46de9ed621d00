import { z } from 'zod';
import { DateTime, Guid, GuidParam } from './common.js';

/**
 * Email in: what became of each message read from the support mailbox. `to-sort` waits for staff ("Email to sort"):
 * a stranger's mail, a client's on several projects, a doubtful sender, a disabled account, bad mail; `automatic` is a
 * machine's (an out-of-office, a bounce, a list), kept and never answered; `posted` and `opened` were written to a
 * ticket; `discarded` by staff.
 */
export const INBOUND_EMAIL_STATES = ['to-sort', 'automatic', 'posted', 'opened', 'discarded'] as const;
export const InboundEmailState = z.enum(INBOUND_EMAIL_STATES, {
  error: `state must be one of ${INBOUND_EMAIL_STATES.join(', ')}`,
});
export type InboundEmailState = z.infer<typeof InboundEmailState>;

export const InboundEmailQuery = z.object({ state: InboundEmailState.default('to-sort') }).strict();
export type InboundEmailQuery = z.input<typeof InboundEmailQuery>;

export const InboundEmail = z.object({
  inboundGuid: Guid,
  fromAddress: z.string(),
  fromName: z.string(),
  subject: z.string(),
  /** The start of what the sender wrote (quotes and signature removed). */
  preview: z.string(),
  receivedAt: DateTime,
  state: InboundEmailState,
  /** Why it is where it is, in staff's words. */
  reason: z.string(),
  /** The ticket it was posted on or opened. */
  ticket: z.object({ ticketGuid: Guid, ticketId: z.number().int(), name: z.string() }).nullable(),
  /** The portal's user with the sender's address, if any. */
  sender: z
    .object({
      userGuid: Guid,
      name: z.string(),
      isStaff: z.boolean(),
      disabled: z.boolean(),
      /** The projects the sender is an authorised user of: where a ticket can be opened for them. */
      projects: z.array(z.object({ projectGuid: Guid, name: z.string() })),
    })
    .nullable(),
  /** The message was kept whole (not too large), so a ticket can be opened from it. */
  canOpenTicket: z.boolean(),
});
export type InboundEmail = z.infer<typeof InboundEmail>;

export const InboundEmailList = z.object({
  emails: z.array(InboundEmail),
  /** How many wait to be sorted (the sidebar shows it). */
  toSort: z.number().int(),
});
export type InboundEmailList = z.infer<typeof InboundEmailList>;

export const InboundEmailParams = z.object({ inboundGuid: GuidParam });

/** Opens a ticket from an email to sort, for its sender, on one of their projects. */
export const InboundEmailTicket = z.object({ projectGuid: GuidParam }).strict();
export type InboundEmailTicket = z.infer<typeof InboundEmailTicket>;

export const InboundEmailTicketOpened = z.object({ ticketGuid: Guid });
export type InboundEmailTicketOpened = z.infer<typeof InboundEmailTicketOpened>;
