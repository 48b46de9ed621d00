import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PasswordResetsTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Only the SHA-256 of a reset GUID is stored: a leaked table holds no usable link. */
export const hashResetGuid = (guid: string): string => createHash('sha256').update(guid.toLowerCase()).digest('hex');

export type ResetLinkProblem = 'unknown' | 'used' | 'superseded' | 'expired';

/** Why a link cannot be used now, or null when it can. */
export function resetLinkProblem(row: PasswordResetRow | undefined, now = nowIso()): ResetLinkProblem | null {
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  if (row.superseded_at) return 'superseded';
  if (row.expires_at <= now) return 'expired';
  return null;
}
