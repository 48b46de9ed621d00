import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/**
 * Marks the link used if, and only if, it is still usable at `now`. One conditional UPDATE: of any number of
 * concurrent claims exactly one changes the row (PostgreSQL re-checks the WHERE after waiting on the row lock;
 * SQLite runs one writer at a time). Call it inside the transaction that sets the new password.
 */
export async function claimPasswordReset(db: Db, tokenHash: string, now = nowIso()): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
