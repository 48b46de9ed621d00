import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { PasswordResetsTable } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Only the SHA-256 of a reset GUID is stored: a leaked table holds no usable link. */
export const hashResetGuid = (guid: string): string => createHash('sha256').update(guid.toLowerCase()).digest('hex');

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

export async function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export type ResetLinkProblem = 'unknown' | 'used' | 'superseded' | 'expired';

/** Why a link cannot be used now, or null when it can. */
export function resetLinkProblem(row: PasswordResetRow | undefined, now = nowIso()): ResetLinkProblem | null {
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  if (row.superseded_at) return 'superseded';
  if (row.expires_at <= now) return 'expired';
  return null;
}

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
