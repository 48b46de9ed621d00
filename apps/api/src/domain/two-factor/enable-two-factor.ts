import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { ownTwoFactorUser, wrongCode } from './errors.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { withSecondFactor } from './verify-second-factor.js';
import type { SignInLimits } from './sign-in-limits.js';

/** A code from the pending secret turns two-factor sign-in on; the answer is the first set of recovery codes. */
export async function enableTwoFactor(
  db: Db,
  limiters: SignInLimits,
  actor: AuthUser,
  code: string,
): Promise<string[]> {
  const user = await ownTwoFactorUser(db, actor.userGuid);
  if (user.totp_enabled_at) throw conflict('Two-factor sign-in is already on.');
  if (!user.totp_secret) throw conflict('Set up two-factor sign-in first: no secret is waiting for a code.');
  return withSecondFactor({
    db,
    limiters,
    user,
    ip: actor.ipAddress,
    code,
    allowsRecoveryCode: false,
    wrongCode,
    write: async (trx) => {
      // Two requests with codes of neighbouring steps: only the first turns it on (and its codes are the ones kept).
      const turnedOn = await trx
        .updateTable('users')
        .set({ totp_enabled_at: nowIso() })
        .where('user_guid', '=', user.user_guid)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst();
      if (Number(turnedOn.numUpdatedRows) === 0) throw conflict('Two-factor sign-in is already on.');
      const codes = await replaceRecoveryCodes(trx, user.user_guid);
      await recordAudit(trx, {
        actor,
        objectType: 'staff',
        objectGuid: user.user_guid,
        action: 'two-factor sign-in turned on',
        changes: { twoFactorEnabled: { before: false, after: true } },
      });
      return codes;
    },
  });
}
