import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { assertAttachable } from '../attachments/assert-attachable.js';
import { attachToMessage } from '../attachments/attach-to-message.js';
import { recordAudit } from '../audit/record-audit.js';
import { excerptOf } from '../notifications/payloads.js';
import { queueTicketNotifications } from '../notifications/queue-ticket-notifications.js';
import type { AuthUser } from '../shared/auth-user.js';
import { fullName } from '../shared/people.js';
import { newReplyToken } from '../shared/reply-address.js';
import { refreshDueTimes } from '../response-targets/due-times.js';
import { refreshTicketSearch } from '../ticket-search/refresh-ticket-search.js';
import { queueTicketEvent } from '../webhooks/queue-webhook-event.js';

interface TicketToInsert {
  projectGuid: string;
  name: string;
  /** Sanitised already (storableRichText). */
  description: string;
  createdByUserGuid: string;
  attachmentGuids: readonly string[];
  /** More to write in the ticket's transaction (throw to write nothing). */
  alsoWrite?: (trx: Db, ticketGuid: string) => Promise<void>;
}

/**
 * Writes a new ticket with the next free number, the files it carries and its audit entry in one transaction; a
 * client's ticket also queues the email to staff there. Two processes taking the same number at once: the loser
 * retries with the next.
 */
export async function insertTicket(db: Db, actor: AuthUser, ticket: TicketToInsert): Promise<string> {
  await assertAttachable(db, actor.userGuid, ticket.attachmentGuids);
  const ticketGuid = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('tickets')
          .select((eb) => eb.fn.max('ticket_id').as('last'))
          .executeTakeFirstOrThrow();
        const now = nowIso();
        const values = {
          ticket_guid: ticketGuid,
          ticket_id: Number(last ?? 0) + 1,
          project_guid: ticket.projectGuid,
          name: ticket.name,
          description: ticket.description,
          status: 'new' as const,
          created_by_user_guid: ticket.createdByUserGuid,
          created_date_time: now,
          last_activity_at: now,
          reply_token: newReplyToken(),
        };
        await trx.insertInto('tickets').values(values).execute();
        await refreshTicketSearch(trx, { ticketIds: [values.ticket_id] });
        await refreshDueTimes(trx, { ticketGuids: [ticketGuid] });
        await attachToMessage(trx, actor.userGuid, ticket.attachmentGuids, { ticketGuid, updateGuid: null });
        await recordAudit(trx, {
          actor,
          objectType: 'ticket',
          objectGuid: ticketGuid,
          action: 'created',
          changes: {
            name: { before: null, after: values.name },
            status: { before: null, after: values.status },
            createdBy: { before: null, after: values.created_by_user_guid },
            ...(ticket.attachmentGuids.length ? { attachments: { before: null, after: ticket.attachmentGuids } } : {}),
          },
        });
        await ticket.alsoWrite?.(trx, ticketGuid);
        await queueTicketEvent(trx, {
          type: 'ticket.created',
          ticketGuid,
          actor,
          update: { text: values.description, internal: false },
        });
        if (!actor.isStaff) {
          await queueTicketNotifications(trx, {
            kind: 'new-tickets',
            ticketGuid,
            actorGuid: actor.userGuid,
            change: { type: 'opened', by: fullName(actor), excerpt: excerptOf(ticket.description) },
            atOnce: true,
          });
        }
      });
      return ticketGuid;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
