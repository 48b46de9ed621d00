import type { Db } from '../../db/database.js';
import type { CertificatePayload } from './payloads.js';
import { insertNotifications, wantingKind } from './queries.js';

/**
 * Queues the warning to staff that a monitored site's certificate expires in `daysLeft` days (30, 14 or 7), or has
 * expired: sent at once, in an email of its own, as every alert.
 */
export async function queueCertificateWarning(trx: Db, certificate: CertificatePayload['certificate']): Promise<void> {
  const recipients = await wantingKind(trx, 'certificate-expiry').where('u.role', '!=', 'client').execute();
  await insertNotifications(trx, recipients, {
    kind: 'certificate-expiry',
    ticketGuid: null,
    payload: { certificate },
    atOnce: true,
  });
}
