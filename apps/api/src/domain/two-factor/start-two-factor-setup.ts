import type { TwoFactorSetup } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { newTotpSecret, otpauthUrl, qrSvg } from './totp.js';

/**
 * A new pending secret for the signed-in staff member, replacing any earlier pending one. It signs nothing in until
 * a code from it turns two-factor sign-in on (enableTwoFactor). Refused while it is on: turn it off first.
 */
export async function startTwoFactorSetup(db: Db, actor: AuthUser, issuer: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const result = await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_last_step: null })
    .where('user_guid', '=', actor.userGuid)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw conflict('Two-factor sign-in is already on: turn it off before setting it up again.');
  }
  const url = otpauthUrl(actor.email, issuer, secret);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}
