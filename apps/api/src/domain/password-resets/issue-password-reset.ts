import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashResetGuid } from './reset-links.js';

/**
 * Creates a reset link for the user; the GUID is returned and exists only in the email from then on. Earlier links stay
 * usable until they expire: a stranger who asks for a link to someone's address must not void the one the owner is
 * about to open. Using any link voids the rest (voidOtherPasswordResets).
 */
export async function issuePasswordReset(db: Db, userGuid: string, ttlMs: number): Promise<string> {
  const guid = randomUUID(); // RFC 4122 version 4, as spec §5 requires of the reset GUID.
  const now = new Date();
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashResetGuid(guid),
      user_guid: userGuid,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      superseded_at: null,
    })
    .execute();
  return guid;
}
