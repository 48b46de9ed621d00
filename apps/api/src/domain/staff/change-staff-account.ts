import type { StaffAccountChange } from '@client-portal/contract';
import { isPostgres, type Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { voidOtherPasswordResets } from '../password-resets/void-other-password-resets.js';
import { findAccountForChange } from '../users/queries.js';

const LAST_ADMIN = 'The last admin who can sign in cannot be demoted or disabled.';
const OWN_ACCOUNT = 'You cannot disable your own account: another admin can.';

/** Admins who can sign in: enabled, with a password (an invited admin who has not set one cannot). */
const activeAdmins = (trx: Db) =>
  trx
    .selectFrom('users')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('password_hash', 'is not', null);

/**
 * Changes a staff account's role, or whether it may sign in (disabling revokes every token at once). The portal always
 * keeps an admin who can sign in: the check counts them after the change, in its transaction, and an admin never
 * disables their own account. On PostgreSQL the active admins' rows are locked first, in the order of their GUIDs,
 * then the account's own, so of two concurrent demotions of the last two admins the second waits, then counts one
 * admin fewer; SQLite runs one writer at a time.
 */
export async function changeStaffAccount(
  db: Db,
  admin: AuthUser,
  userGuid: string,
  change: StaffAccountChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await activeAdmins(trx).select('user_guid').orderBy('user_guid').forUpdate().execute();
    const current = await findAccountForChange(trx, userGuid, ['staff', 'admin']);
    if (!current) throw notFound(`Staff account ${userGuid} not found.`);

    const changes: Changes = {};
    if (change.role !== undefined && change.role !== current.role) {
      changes.role = { before: current.role, after: change.role };
    }
    const wasDisabled = current.disabled_at !== null;
    const disabling = change.disabled === true && !wasDisabled;
    const enabling = change.disabled === false && wasDisabled;
    if (disabling && userGuid === admin.userGuid) throw conflict(OWN_ACCOUNT);
    if (disabling || enabling) changes.disabled = { before: wasDisabled, after: !wasDisabled };
    if (Object.keys(changes).length === 0) return;

    await trx
      .updateTable('users')
      .set((eb) => ({
        ...(changes.role ? { role: change.role } : {}),
        ...(disabling ? { disabled_at: nowIso(), token_version: eb('token_version', '+', 1) } : {}),
        ...(enabling ? { disabled_at: null } : {}),
      }))
      .where('user_guid', '=', userGuid)
      .execute();
    // An invitation or reset link sent before the account was disabled must not set its password.
    if (disabling) await voidOtherPasswordResets(trx, userGuid);
    if (current.role === 'admin' && !wasDisabled) {
      const { n } = await activeAdmins(trx)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      // Thrown inside the transaction: the change is rolled back.
      if (Number(n) === 0) throw conflict(LAST_ADMIN);
    }
    await recordAudit(trx, { actor: admin, objectType: 'staff', objectGuid: userGuid, action: 'changed', changes });
  });
}
