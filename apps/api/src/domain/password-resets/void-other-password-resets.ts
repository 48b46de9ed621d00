import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** Once the password is reset through one link, every other unused link of that user is void. */
export async function voidOtherPasswordResets(db: Db, userGuid: string, now = nowIso()): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ superseded_at: now })
    .where('user_guid', '=', userGuid)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}
