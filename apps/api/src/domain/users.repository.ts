import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

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
