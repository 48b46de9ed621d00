import type { Db } from '../../db/database.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { notEnabled, ownTwoFactorUser, wrongCode } from './errors.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { withSecondFactor } from './verify-second-factor.js';
import type { SignInLimits } from './sign-in-limits.js';

/** Ten new recovery codes, confirmed with a code: every earlier code stops working. */
export async function regenerateRecoveryCodes(
  db: Db,
  limiters: SignInLimits,
  actor: AuthUser,
  code: string,
): Promise<string[]> {
  const user = await ownTwoFactorUser(db, actor.userGuid);
  if (!user.totp_enabled_at) throw notEnabled();
  return withSecondFactor({
    db,
    limiters,
    user,
    ip: actor.ipAddress,
    code,
    allowsRecoveryCode: true,
    wrongCode,
    write: async (trx) => {
      const codes = await replaceRecoveryCodes(trx, user.user_guid);
      await recordAudit(trx, {
        actor,
        objectType: 'staff',
        objectGuid: user.user_guid,
        action: 'recovery codes replaced',
        changes: {},
      });
      return codes;
    },
  });
}
