import {
  notificationKindsFor,
  type NotificationSettings,
  type NotificationSettingsChange,
} from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/app-error.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { readNotificationSettings } from './read-notification-settings.js';

/** Turns kinds on or off; a kind the person does not receive is refused naming it, and nothing changes. */
export async function changeNotificationSettings(
  db: Db,
  user: AuthUser,
  change: NotificationSettingsChange,
): Promise<NotificationSettings> {
  const kinds = notificationKindsFor(user.role);
  change.settings.forEach((setting, index) => {
    if (!kinds.includes(setting.kind)) {
      throw badRequest(`settings.${index}.kind: ${setting.kind} is not an email you receive`);
    }
  });
  const before = new Map((await readNotificationSettings(db, user)).settings.map((s) => [s.kind, s.enabled]));
  await db.transaction().execute(async (trx) => {
    const changes: Changes = {};
    for (const { kind, enabled } of change.settings) {
      if (before.get(kind) !== enabled) changes[kind] = { before: before.get(kind), after: enabled };
      if (enabled) {
        await trx
          .deleteFrom('notification_opt_outs')
          .where('user_guid', '=', user.userGuid)
          .where('kind', '=', kind)
          .execute();
      } else {
        await trx
          .insertInto('notification_opt_outs')
          .values({ user_guid: user.userGuid, kind })
          .onConflict((oc) => oc.columns(['user_guid', 'kind']).doNothing())
          .execute();
      }
    }
    // Staff writes are audited, their own email settings too.
    if (user.isStaff && Object.keys(changes).length > 0) {
      await recordAudit(trx, {
        actor: user,
        objectType: 'staff',
        objectGuid: user.userGuid,
        action: 'notification settings',
        changes,
      });
    }
  });
  return readNotificationSettings(db, user);
}
