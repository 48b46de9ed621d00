import { randomUUID } from 'node:crypto';
import { isStaffRole, type NotificationKind } from '@client-portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { NotificationBatchesTable } from '../../db/schema.js';
import { repeatRounds } from '../../lib/rounds.js';
import { leaseDue } from '../shared/lease.js';
import type { Updateable, Selectable } from 'kysely';
import type { MailLog, MailMessage, MailTransport } from '../../mail/mailer.js';
import { notificationMessage, type NotificationItem, type TicketThread } from '../../mail/notification-message.js';
import { replyAddress, replyTokenOf } from '../shared/reply-address.js';
import { sweepUnsentAttachments } from '../attachments/sweep-unsent-attachments.js';
import type { NotificationPayload } from './payloads.js';
import { withReportPdfs } from './report-attachments.js';

/** Waits before each retry of a failed email; after the last, the batch is given up (failed) and logged. */
const NOTIFICATION_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000] as const;
const GATHER_LIMIT = 100;
/** Alerts go in an email of their own, its subject the alert, never folded into one about tickets. */
const ALERT_KINDS: NotificationKind[] = ['site-alerts', 'certificate-expiry', 'site-status', 'response-targets'];

/** How often a worker looks for work: a fifth of the gathering delay, between half a second and five seconds. */
export const notificationRoundMs = (delayMs: number) => Math.min(5_000, Math.max(500, Math.round(delayMs / 5)));
type Batch = Selectable<NotificationBatchesTable>;
const SEND_LIMIT = 50;

export interface NotificationWorkerOptions {
  db: Db;
  config: Config;
  transport: MailTransport;
  log: MailLog;
  /** How long one person's changes gather before they go out as one email (NOTIFICATION_DELAY). */
  delayMs: number;
  /** A worker that took a batch and went silent (killed) for this long loses it to the next (NOTIFICATION_LEASE). */
  leaseMs: number;
  /** The one-click unsubscribe link for a person and the kinds of an email. */
  unsubscribeUrl: (userGuid: string, kinds: readonly NotificationKind[]) => string;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}

export interface NotificationWorker {
  /** One round: gathers due notifications into batches, sends due batches, sweeps unsent uploads. */
  runOnce(): Promise<{ gathered: number; sent: number; failed: number }>;
  /** Runs a round every `intervalMs` until stopped; a round never overlaps the previous one. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * Sends the queued notification emails, exactly once per batch with any number of API processes:
 *
 * 1. Gather: a person whose oldest waiting notification about a ticket is older than the delay, or who has one to send
 *    at once (the first about something new), gets a batch holding all their waiting notifications about that ticket
 *    (one UPDATE; a second process finds them taken and makes nothing): one email per ticket, which threads in the
 *    mail client with the ticket's others. Notices about other things (reports) gather per person; alerts about
 *    sites go in a batch of their own.
 * 2. Send: a due batch is leased by one process (PostgreSQL `FOR UPDATE SKIP LOCKED`; SQLite has one writer), sent,
 *    and marked sent. A process killed while sending loses its lease after NOTIFICATION_LEASE and another sends the batch: the
 *    email has the batch's id, so the outbox keeps one copy (an SMTP server may receive it twice only if the kill
 *    came between its acceptance and the mark).
 * 3. Failures wait NOTIFICATION_RETRY_DELAYS_MS and are tried again, then given up and logged.
 */
export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, config, transport, log } = options;
  const now = options.now ?? (() => new Date());
  const retryDelays = options.retryDelaysMs ?? NOTIFICATION_RETRY_DELAYS_MS;

  /** Gathers each person's due notifications into batches, one per ticket: alerts about sites in emails of their own. */
  async function gather(): Promise<number> {
    let gathered = 0;
    for (const alerts of [true, false]) gathered += await gatherGroup(alerts);
    return gathered;
  }

  async function gatherGroup(alerts: boolean): Promise<number> {
    const cutoff = new Date(now().getTime() - options.delayMs).toISOString();
    const due = await db
      .selectFrom('notifications')
      .select(['recipient_user_guid', 'ticket_guid'])
      .where('batch_guid', 'is', null)
      .where('kind', alerts ? 'in' : 'not in', ALERT_KINDS)
      .where((eb) => eb.or([eb('created_at', '<=', cutoff), eb('at_once', '=', 1)]))
      .groupBy(['recipient_user_guid', 'ticket_guid'])
      .limit(GATHER_LIMIT)
      .execute();
    let gathered = 0;
    for (const { recipient_user_guid: recipient, ticket_guid: ticketGuid } of due) {
      const batchGuid = randomUUID();
      const made = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable('notifications')
          .set({ batch_guid: batchGuid })
          .where('recipient_user_guid', '=', recipient)
          .where('ticket_guid', ticketGuid === null ? 'is' : '=', ticketGuid)
          .where('batch_guid', 'is', null)
          .where('kind', alerts ? 'in' : 'not in', ALERT_KINDS)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) return false;
        const at = now().toISOString();
        await trx
          .insertInto('notification_batches')
          .values({
            batch_guid: batchGuid,
            recipient_user_guid: recipient,
            state: 'pending',
            next_attempt_at: at,
            created_at: at,
            lease_until: null,
            sent_at: null,
            last_error: null,
          })
          .execute();
        return true;
      });
      if (made) gathered++;
    }
    return gathered;
  }

  /** Leases the next due batch (pending, or leased by a worker that went silent), or none. */
  const lease = () => leaseDue(db, 'notification_batches', now(), options.leaseMs);

  /** The batch's notifications its recipient may still have: enabled, the kind still on, still on the project. */
  async function itemsOf(batch: Batch) {
    const recipient = await db
      .selectFrom('users')
      .select(['user_guid', 'email', 'first_name', 'role', 'disabled_at'])
      .where('user_guid', '=', batch.recipient_user_guid)
      .executeTakeFirst();
    if (!recipient || recipient.disabled_at) return { recipient: undefined, items: [] };
    const rows = await db
      .selectFrom('notifications as n')
      .leftJoin('tickets as t', 't.ticket_guid', 'n.ticket_guid')
      .select(['n.ticket_guid', 'n.kind', 'n.payload'])
      .where('n.batch_guid', '=', batch.batch_guid)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notification_opt_outs as o')
              .select('o.user_guid')
              .where('o.user_guid', '=', batch.recipient_user_guid)
              .whereRef('o.kind', '=', 'n.kind'),
          ),
        ),
      )
      // A client still on the ticket's or the site's project (a report's projects are checked with its PDF:
      // report-attachments.ts); never a staff alert or warning.
      .$if(!isStaffRole(recipient.role), (qb) =>
        qb.where(({ or, eb, exists, selectFrom }) =>
          or([
            eb.and([eb('n.ticket_guid', 'is', null), eb('n.kind', '=', 'site-care-reports')]),
            exists(
              selectFrom('project_users as pu')
                .select('pu.user_guid')
                .where((inner) =>
                  inner.or([
                    inner('pu.project_guid', '=', inner.ref('t.project_guid')),
                    inner.and([
                      inner('n.kind', '=', 'site-status'),
                      inner('pu.project_guid', '=', inner.ref('n.project_guid')),
                    ]),
                  ]),
                )
                .where('pu.user_guid', '=', batch.recipient_user_guid),
            ),
          ]),
        ),
      )
      .orderBy('n.created_at')
      .orderBy('n.notification_guid')
      .execute();
    const items: NotificationItem[] = rows.map((row) => ({
      ticketGuid: row.ticket_guid,
      kind: row.kind,
      payload: JSON.parse(row.payload) as NotificationPayload,
    }));
    return { recipient, items };
  }

  /** Ends this worker's lease: only if it still holds it (another may have taken the batch after it expired). */
  async function finish(batch: Batch, set: Updateable<NotificationBatchesTable>): Promise<void> {
    await db
      .updateTable('notification_batches')
      .set({ ...set, lease_until: null })
      .where('batch_guid', '=', batch.batch_guid)
      .where('state', '=', 'sending')
      .where('attempts', '=', batch.attempts)
      .execute();
  }

  /** Delivery that outlives half the lease counts as failed, so a stuck SMTP server cannot hold the worker. */
  async function deliverWithin(message: MailMessage): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('delivery timed out')), options.leaseMs / 2);
    });
    try {
      await Promise.race([transport.deliver(message), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** An email about a ticket threads with the ticket's others, and (with email in) a reply to it lands on the ticket. */
  async function threadOf(ticketGuid: string | null): Promise<TicketThread | undefined> {
    if (!ticketGuid) return undefined;
    const token = config.mailIn ? await replyTokenOf(db, ticketGuid) : undefined;
    return {
      rootId: `ticket-${ticketGuid}`,
      ...(token && config.mailIn ? { replyTo: replyAddress(config.mailIn.replyAddress, `t-${token}`) } : {}),
    };
  }

  async function send(batch: Batch): Promise<'sent' | 'failed' | 'retry'> {
    let to: string | undefined;
    try {
      const { recipient, items: notices } = await itemsOf(batch);
      const { items, attachments } = recipient
        ? await withReportPdfs(db, config, recipient.user_guid, notices)
        : { items: [], attachments: [] };
      if (!recipient || items.length === 0) {
        await finish(batch, { state: 'sent', sent_at: now().toISOString(), last_error: 'nothing left to send' });
        return 'sent';
      }
      to = recipient.email;
      const kinds = [...new Set(items.map((item) => item.kind))];
      await deliverWithin({
        ...notificationMessage(
          config,
          { email: recipient.email, firstName: recipient.first_name, isStaff: isStaffRole(recipient.role) },
          items,
          options.unsubscribeUrl(recipient.user_guid, kinds),
          await threadOf(items[0]!.ticketGuid),
        ),
        messageId: batch.batch_guid,
        date: new Date(batch.created_at),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (error) {
      // Delivery failed, or the batch could not be read or written as an email: the same backoff, then given up.
      const delay = retryDelays[batch.attempts - 1];
      const lastError = error instanceof Error ? error.message : String(error);
      if (delay === undefined) {
        log.error(
          { to, batch: batch.batch_guid, attempts: batch.attempts, err: error },
          'notification email failed; giving up',
        );
        await finish(batch, { state: 'failed', last_error: lastError });
        return 'failed';
      }
      log.warn({ to, attempt: batch.attempts, retryInMs: delay, err: error }, 'notification email failed; will retry');
      await finish(batch, {
        state: 'pending',
        next_attempt_at: new Date(now().getTime() + delay).toISOString(),
        last_error: lastError,
      });
      return 'retry';
    }
    await finish(batch, { state: 'sent', sent_at: now().toISOString(), last_error: null });
    return 'sent';
  }

  async function runOnce() {
    const gathered = await gather();
    let sent = 0;
    let failed = 0;
    for (let i = 0; i < SEND_LIMIT; i++) {
      const batch = await lease();
      if (!batch) break;
      const outcome = await send(batch);
      if (outcome === 'sent') sent++;
      if (outcome === 'failed') failed++;
    }
    await sweepUnsentAttachments(db, now());
    return { gathered, sent, failed };
  }

  const rounds = repeatRounds(runOnce, (error) => log.error({ err: error }, 'notification round failed'));
  return { runOnce, start: rounds.start, stop: rounds.stop };
}
