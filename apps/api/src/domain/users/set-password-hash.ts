import type { Db } from '../../db/database.js';

/** Sets a new password hash and revokes every token issued before. */
export async function setPasswordHash(db: Db, userGuid: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('user_guid', '=', userGuid)
    .execute();
}
