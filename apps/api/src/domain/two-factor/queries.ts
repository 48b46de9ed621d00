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
