import {
  ALERT_DELIVERY_LIST_LIMIT,
  type AlertDelivery,
  type AlertDeliveryQuery,
  type AlertEventType,
} from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { alertWords, type AlertEvent } from './alert-event.js';

/**
 * The most recent deliveries, newest first, each with its attempts: all of them, or (`failing`) those given up or
 * waiting to be tried again after a failure. The link of its words is not listed.
 */
export async function listAlertDeliveries(db: Db, query: AlertDeliveryQuery): Promise<AlertDelivery[]> {
  const rows = await db
    .selectFrom('alert_deliveries as d')
    .innerJoin('alert_channels as c', 'c.channel_guid', 'd.channel_guid')
    .select([
      'd.delivery_guid',
      'd.channel_guid',
      'c.name as channel_name',
      'd.payload',
      'd.state',
      'd.created_at',
      'd.sent_at',
      'd.next_attempt_at',
      'd.last_error',
    ])
    .$if(query.failing === true, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('d.state', '=', 'failed'),
          eb.and([eb('d.state', '=', 'pending'), eb('d.last_error', 'is not', null)]),
        ]),
      ),
    )
    .$if(query.channelGuid !== undefined, (qb) => qb.where('d.channel_guid', '=', query.channelGuid!))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.delivery_guid')
    .limit(ALERT_DELIVERY_LIST_LIMIT)
    .execute();
  const attempts = rows.length
    ? await db
        .selectFrom('alert_attempts')
        .selectAll()
        .where(
          'delivery_guid',
          'in',
          rows.map((row) => row.delivery_guid),
        )
        .orderBy('attempt')
        .execute()
    : [];
  return rows.map((row) => {
    const event = JSON.parse(row.payload) as AlertEvent;
    return {
      deliveryGuid: row.delivery_guid,
      channelGuid: row.channel_guid,
      channelName: row.channel_name,
      event: (event.type === 'webhook-event' ? event.event.type : event.type) as AlertEventType,
      title: alertWords('', event).title,
      state: row.state,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      nextAttemptAt: row.state === 'pending' && row.last_error !== null ? row.next_attempt_at : null,
      attempts: attempts
        .filter((attempt) => attempt.delivery_guid === row.delivery_guid)
        .map((attempt) => ({
          attempt: attempt.attempt,
          attemptedAt: attempt.attempted_at,
          statusCode: attempt.status_code,
          error: attempt.error,
          durationMs: attempt.duration_ms,
        })),
    };
  });
}
