import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { NotificationPayload } from './payloads.js';

/** Enabled people who have not turned this kind of email off. */
export const wantingKind = (trx: Db, kind: NotificationKind) =>
  trx
    .selectFrom('users as u')
    .select('u.user_guid')
    .where('u.disabled_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_opt_outs as o')
            .select('o.user_guid')
            .whereRef('o.user_guid', '=', 'u.user_guid')
            .where('o.kind', '=', kind),
        ),
      ),
    );

/**
 * One notification per recipient, waiting for the worker to gather it (worker.ts): after NOTIFICATION_DELAY, with
 * what else comes meanwhile, or, `atOnce`, in the worker's next round.
 */
export async function insertNotifications(
  trx: Db,
  recipients: Array<{ user_guid: string }>,
  notice: {
    kind: NotificationKind;
    ticketGuid: string | null;
    payload: NotificationPayload;
    atOnce?: boolean;
    /** A notice about a project's site: only that project's clients get it. */
    projectGuid?: string;
  },
): Promise<void> {
  if (recipients.length === 0) return;
  const createdAt = nowIso();
  await trx
    .insertInto('notifications')
    .values(
      recipients.map((recipient) => ({
        notification_guid: randomUUID(),
        recipient_user_guid: recipient.user_guid,
        kind: notice.kind,
        ticket_guid: notice.ticketGuid,
        payload: JSON.stringify(notice.payload),
        created_at: createdAt,
        batch_guid: null,
        at_once: notice.atOnce ? 1 : 0,
        project_guid: notice.projectGuid ?? null,
      })),
    )
    .execute();
}
