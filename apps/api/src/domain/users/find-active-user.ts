import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

export type ActiveUser = Pick<UserRow, 'user_guid' | 'email' | 'first_name' | 'last_name' | 'token_version' | 'role'>;

/** Runs on every signed-in request: the user, if enabled. */
export async function findActiveUser(db: Db, userGuid: string): Promise<ActiveUser | undefined> {
  return db
    .selectFrom('users')
    .select(['user_guid', 'email', 'first_name', 'last_name', 'token_version', 'role'])
    .where('user_guid', '=', userGuid)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}
