import type { Db } from '../../db/database.js';
import { TWO_FACTOR_REQUIRED_KEY } from '../two-factor/queries.js';

/**
 * The user, if enabled, and whether the admins' two-factor rule still waits for them (the rule is on and they have
 * not turned two-factor sign-in on yet; it matters for staff only), in one query: it runs on every signed-in request
 * (and for the owner of a password reset link).
 */
export async function findSignedInUser(db: Db, userGuid: string) {
  const row = await db
    .selectFrom('users')
    .select(['user_guid', 'email', 'first_name', 'last_name', 'token_version', 'role', 'totp_enabled_at'])
    .select((eb) =>
      eb.selectFrom('settings').select('value').where('key', '=', TWO_FACTOR_REQUIRED_KEY).as('two_factor_rule'),
    )
    .where('user_guid', '=', userGuid)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { ...row, mustEnrolTwoFactor: row.two_factor_rule === 'true' && !row.totp_enabled_at };
}
