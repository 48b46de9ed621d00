import { notificationKindsFor, type NotificationSettings } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../shared/auth-user.js';

/** Each kind of email the person receives, on unless they turned it off. */
export async function readNotificationSettings(db: Db, user: AuthUser): Promise<NotificationSettings> {
  const off = await db
    .selectFrom('notification_opt_outs')
    .select('kind')
    .where('user_guid', '=', user.userGuid)
    .execute();
  const offKinds = new Set(off.map((row) => row.kind));
  return { settings: notificationKindsFor(user.role).map((kind) => ({ kind, enabled: !offKinds.has(kind) })) };
}
