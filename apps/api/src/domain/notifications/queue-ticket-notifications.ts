import type { NotificationKind } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { TicketChange, TicketPayload } from './payloads.js';
import { insertNotifications, wantingKind } from './queries.js';

/** Who hears of a ticket's change of each kind (never the person who made it). */
function ticketRecipients(trx: Db, kind: NotificationKind, ticket: { project_guid: string; assignee: string | null }) {
  const query = wantingKind(trx, kind);
  if (kind === 'ticket-activity') {
    // The project's authorised users: the clients who read the ticket.
    return query
      .innerJoin('project_users as pu', 'pu.user_guid', 'u.user_guid')
      .where('pu.project_guid', '=', ticket.project_guid)
      .where('u.role', '=', 'client');
  }
  const staff = query.where('u.role', '!=', 'client');
  // A client's reply goes to the ticket's assignee, or to every staff member while nobody has it.
  return kind === 'client-replies' && ticket.assignee ? staff.where('u.user_guid', '=', ticket.assignee) : staff;
}

/**
 * Queues the emails about one change of a ticket, in the transaction that makes the change: it is sent if and only if
 * the change is saved. The worker (worker.ts) gathers each person's notifications into one email.
 */
export async function queueTicketNotifications(
  trx: Db,
  input: {
    kind: NotificationKind;
    ticketGuid: string;
    actorGuid: string;
    change: TicketChange;
    /** The first email about something new: sent in the worker's next round, not after NOTIFICATION_DELAY. */
    atOnce?: boolean;
  },
): Promise<void> {
  const ticket = await trx
    .selectFrom('tickets')
    .select(['ticket_id', 'name', 'project_guid', 'assignee_user_guid as assignee'])
    .where('ticket_guid', '=', input.ticketGuid)
    .executeTakeFirstOrThrow();
  const recipients = await ticketRecipients(trx, input.kind, ticket)
    .where('u.user_guid', '!=', input.actorGuid)
    .execute();
  const payload: TicketPayload = { ticketId: Number(ticket.ticket_id), ticketName: ticket.name, change: input.change };
  await insertNotifications(trx, recipients, {
    kind: input.kind,
    ticketGuid: input.ticketGuid,
    payload,
    atOnce: input.atOnce,
  });
}
