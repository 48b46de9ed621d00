import type { Db } from '../../db/database.js';
import type { SiteAlertPayload } from './payloads.js';
import { insertNotifications, wantingKind } from './queries.js';

/**
 * Queues the alert to staff that a monitored site was confirmed down, or is up again: sent in the notification
 * worker's next round, not after the gathering delay. Queued in the transaction that records the check, so a change
 * of state alerts exactly once, whichever process runs the checks.
 */
export async function queueSiteAlert(trx: Db, siteAlert: SiteAlertPayload['siteAlert']): Promise<void> {
  const recipients = await wantingKind(trx, 'site-alerts').where('u.role', '!=', 'client').execute();
  await insertNotifications(trx, recipients, {
    kind: 'site-alerts',
    ticketGuid: null,
    payload: { siteAlert },
    atOnce: true,
  });
}
