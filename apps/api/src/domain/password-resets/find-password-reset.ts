import type { Db } from '../../db/database.js';
import type { PasswordResetRow } from './reset-links.js';

export async function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}
