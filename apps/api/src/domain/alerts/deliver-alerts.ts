import { ALERT_RETRY_DELAYS_SECONDS, type AlertChannelKind } from '@client-portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { repeatRounds } from '../../lib/rounds.js';
import { leaseDue } from '../shared/lease.js';
import type { AlertDeliveriesTable } from '../../db/schema.js';
import type { AlertEvent } from './alert-event.js';
import { POST_TIMEOUT_MS, postWebhook, type PostOutcome } from './post-webhook.js';
import { webhookRequest } from './webhook-request.js';

/** Deliveries sent in one round at most; the rest wait for the next. */
const ROUND_LIMIT = 50;
/** How often a worker looks for alerts to deliver. */
const ALERT_ROUND_MS = 2_000;

type Delivery = Selectable<AlertDeliveriesTable>;

export interface AlertWorkerOptions {
  db: Db;
  /** Base of the links in alerts (the staff project page). */
  publicUrl: string;
  /** A worker that took a delivery and went silent (killed) for this long loses it to the next. */
  leaseMs: number;
  /** Webhooks may reach private and internal addresses (MONITOR_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  retryDelaysMs?: readonly number[];
  now?: () => Date;
  post?: typeof postWebhook;
}

export interface AlertWorker {
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Delivers alerts to their channels, each once with any number of API processes: a due delivery is leased by one
 * process (PostgreSQL `FOR UPDATE SKIP LOCKED`; SQLite has one writer), posted, its attempt logged, and marked sent.
 * A failure waits ALERT_RETRY_DELAYS_SECONDS and is tried again, then given up; every attempt is kept for staff. A
 * process killed while posting loses its lease and another posts it again with the same `webhook-id`, by which a
 * receiver tells a repeat (the only case a destination may see an alert twice).
 */
export function createAlertWorker(options: AlertWorkerOptions): AlertWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const retryDelays = options.retryDelaysMs ?? ALERT_RETRY_DELAYS_SECONDS.map((seconds) => seconds * 1000);
  const post = options.post ?? postWebhook;

  const lease = () => leaseDue(db, 'alert_deliveries', now(), options.leaseMs);

  /** Logs the attempt and ends the lease, only if this worker still holds it. */
  async function finish(
    delivery: Delivery,
    outcome: PostOutcome,
    attemptedAt: string,
  ): Promise<'sent' | 'failed' | 'retry'> {
    const delay = retryDelays[delivery.attempts - 1];
    const result = outcome.error === null ? 'sent' : delay === undefined ? 'failed' : 'retry';
    await db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('alert_deliveries')
        .set({
          state: result === 'retry' ? 'pending' : result,
          lease_until: null,
          sent_at: result === 'sent' ? now().toISOString() : null,
          last_error: outcome.error,
          ...(result === 'retry' ? { next_attempt_at: new Date(now().getTime() + delay!).toISOString() } : {}),
        })
        .where('delivery_guid', '=', delivery.delivery_guid)
        .where('state', '=', 'sending')
        .where('attempts', '=', delivery.attempts)
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 0) return;
      await trx
        .insertInto('alert_attempts')
        .values({
          delivery_guid: delivery.delivery_guid,
          attempt: delivery.attempts,
          attempted_at: attemptedAt,
          status_code: outcome.statusCode,
          error: outcome.error,
          duration_ms: outcome.durationMs,
        })
        .onConflict((oc) => oc.columns(['delivery_guid', 'attempt']).doNothing())
        .execute();
    });
    if (result === 'failed') {
      log.error({ delivery: delivery.delivery_guid, error: outcome.error }, 'alert delivery failed; giving up');
    } else if (result === 'retry') {
      log.warn(
        { delivery: delivery.delivery_guid, error: outcome.error, retryInMs: delay },
        'alert delivery failed; will retry',
      );
    }
    return result;
  }

  async function deliver(delivery: Delivery): Promise<'sent' | 'failed' | 'retry'> {
    const attemptedAt = now().toISOString();
    const channel = await db
      .selectFrom('alert_channels')
      .select(['kind', 'url', 'secret'])
      .where('channel_guid', '=', delivery.channel_guid)
      .executeTakeFirst();
    if (!channel) return 'failed'; // removed meanwhile: its deliveries went with it
    let outcome: PostOutcome;
    try {
      const event = JSON.parse(delivery.payload) as AlertEvent;
      const request = webhookRequest(
        { kind: channel.kind as AlertChannelKind, secret: channel.secret },
        delivery.delivery_guid,
        event,
        options.publicUrl,
        now(),
      );
      // A post outliving half the lease counts as failed, so no other process takes the delivery while it is sent.
      outcome = await post(channel.url, request, options.allowPrivate, Math.min(POST_TIMEOUT_MS, options.leaseMs / 2));
    } catch (error) {
      outcome = { statusCode: null, error: error instanceof Error ? error.message : String(error), durationMs: 0 };
    }
    return finish(delivery, outcome, attemptedAt);
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
    for (let i = 0; i < ROUND_LIMIT; i++) {
      const delivery = await lease();
      if (!delivery) break;
      const result = await deliver(delivery);
      if (result === 'sent') sent++;
      if (result === 'failed') failed++;
    }
    return { sent, failed };
  }

  const rounds = repeatRounds(runOnce, (error) => log.error({ err: error }, 'alert round failed'));
  return { runOnce, start: (intervalMs = ALERT_ROUND_MS) => rounds.start(intervalMs), stop: rounds.stop };
}
