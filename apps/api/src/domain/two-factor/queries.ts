import type { Db } from '../../db/database.js';

/** The settings key of the admins' rule: every staff account must use two-factor sign-in. */
export const TWO_FACTOR_REQUIRED_KEY = 'two_factor_required';

/** A user as the two-factor operations read them. */
export async function findTwoFactorUser(db: Db, userGuid: string) {
  return db
    .selectFrom('users')
    .select([
      'user_guid',
      'email',
      'role',
      'token_version',
      'disabled_at',
      'totp_secret',
      'totp_enabled_at',
      'totp_last_step',
    ])
    .where('user_guid', '=', userGuid)
    .executeTakeFirst();
}
export type TwoFactorUser = NonNullable<Awaited<ReturnType<typeof findTwoFactorUser>>>;

export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', TWO_FACTOR_REQUIRED_KEY)
    .executeTakeFirst();
  return row?.value === 'true';
}

/**
 * The staff-only hook's one read on every workspace request: true while the rule is on and this user has not
 * turned two-factor sign-in on yet.
 */
export async function mustEnrolFirst(db: Db, userGuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'totp_enabled_at',
      eb.selectFrom('settings').select('value').where('key', '=', TWO_FACTOR_REQUIRED_KEY).as('required'),
    ])
    .where('user_guid', '=', userGuid)
    .executeTakeFirst();
  return row?.required === 'true' && !row.totp_enabled_at;
}
