import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { queueCertificateWarning } from '../notifications/queue-certificate-warning.js';
import { queueSiteAlert } from '../notifications/queue-site-alert.js';
import type { AlertEvent, SiteEvent } from './alert-event.js';
import { readAlertRoute } from './alert-route.js';

/** One delivery of an alert to each channel, sent by the delivery worker's next round (deliver-alerts.ts). */
export async function insertDeliveries(trx: Db, channelGuids: readonly string[], event: AlertEvent): Promise<string[]> {
  if (channelGuids.length === 0) return [];
  // Due from the moment it tells of (the check's time, or now for a test).
  const at = event.at;
  const deliveryGuids = channelGuids.map(() => randomUUID());
  await trx
    .insertInto('alert_deliveries')
    .values(
      channelGuids.map((channelGuid, i) => ({
        delivery_guid: deliveryGuids[i]!,
        channel_guid: channelGuid,
        payload: JSON.stringify(event),
        state: 'pending' as const,
        next_attempt_at: at,
        lease_until: null,
        created_at: at,
        sent_at: null,
        last_error: null,
      })),
    )
    .execute();
  return deliveryGuids;
}

/**
 * Alerts about a project's site go where the project says (or the workspace's defaults): an email to every enabled
 * staff member who has not turned that kind off, and a delivery to each channel. Queued in the transaction that
 * records the check, so a change is alerted exactly once, whichever process runs the checks.
 */
export async function queueAlert(trx: Db, event: SiteEvent): Promise<void> {
  const route = await readAlertRoute(trx, event.site.projectGuid);
  if (route.emailStaff) {
    const { url, projectGuid, projectName } = event.site;
    switch (event.type) {
      case 'down':
      case 'up':
        await queueSiteAlert(trx, {
          url,
          projectGuid,
          projectName,
          state: event.type,
          since: event.since,
          cause: event.type === 'down' ? event.cause : null,
          downSince: event.type === 'up' ? event.downSince : null,
        });
        break;
      case 'certificate-expiring':
      case 'certificate-expired':
        await queueCertificateWarning(trx, {
          url,
          projectGuid,
          projectName,
          expiresAt: event.expiresAt,
          daysLeft: event.type === 'certificate-expiring' ? event.daysLeft : 0,
          ...(event.type === 'certificate-expired' ? { expired: true } : {}),
        });
        break;
    }
  }
  await insertDeliveries(trx, route.channelGuids, event);
}
