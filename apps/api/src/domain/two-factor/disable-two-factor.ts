import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { notEnabled, ownTwoFactorUser, wrongCode } from './errors.js';
import { deleteRecoveryCodes } from './recovery-codes.js';
import { isTwoFactorRequired } from './queries.js';
import { withSecondFactor } from './verify-second-factor.js';
import type { SignInLimits } from './sign-in-limits.js';

/** Turns two-factor sign-in off with a code (or a recovery code); refused while the admins' rule requires it. */
export async function disableTwoFactor(db: Db, limiters: SignInLimits, actor: AuthUser, code: string): Promise<void> {
  if (await isTwoFactorRequired(db)) {
    throw conflict('Two-factor sign-in is required for every staff account: it cannot be turned off.');
  }
  const user = await ownTwoFactorUser(db, actor.userGuid);
  if (!user.totp_enabled_at) throw notEnabled();
  await withSecondFactor({
    db,
    limiters,
    user,
    ip: actor.ipAddress,
    code,
    allowsRecoveryCode: true,
    wrongCode,
    write: async (trx) => {
      await trx
        .updateTable('users')
        .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where('user_guid', '=', user.user_guid)
        .execute();
      await deleteRecoveryCodes(trx, user.user_guid);
      await recordAudit(trx, {
        actor,
        objectType: 'staff',
        objectGuid: user.user_guid,
        action: 'two-factor sign-in turned off',
        changes: { twoFactorEnabled: { before: true, after: false } },
      });
    },
  });
}
