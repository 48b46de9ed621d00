import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export type ActiveUser = Pick<
  UserRow,
  'user_guid' | 'email' | 'first_name' | 'last_name' | 'token_version' | 'role'
> & {
  /** The data version (db/data-version.ts) as this query saw it, before any of the request's own reads. */
  data_version: string;
};

/** Runs on every signed-in request: the user, and the data version in the same round trip. */
export async function findActiveUser(db: Db, userGuid: string): Promise<ActiveUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['user_guid', 'email', 'first_name', 'last_name', 'token_version', 'role'])
    .select((eb) => eb.selectFrom('data_version').select('version').as('data_version'))
    .where('user_guid', '=', userGuid)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { ...row, data_version: String(row.data_version) };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** Sets a new password hash and revokes every token issued before. */
export async function setPasswordHash(db: Db, userGuid: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('user_guid', '=', userGuid)
    .execute();
}
