import { INVITATION_TTL_MS, type InvitationSent } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { findPasswordReset } from '../password-resets/find-password-reset.js';
import { issuePasswordReset } from '../password-resets/issue-password-reset.js';
import { hashResetGuid } from '../password-resets/reset-links.js';

export interface Invitation extends InvitationSent {
  /** The link's GUID: it exists only in the email from then on (only its hash is stored). */
  guid: string;
}

/**
 * A single-use link to the screen where the invitee sets a password, valid for INVITATION_TTL_MS. It is a reset link:
 * earlier ones stay valid until they expire, and using any voids the rest.
 */
export async function issueInvitation(trx: Db, user: { user_guid: string; email: string }): Promise<Invitation> {
  const guid = await issuePasswordReset(trx, user.user_guid, INVITATION_TTL_MS);
  const row = await findPasswordReset(trx, hashResetGuid(guid));
  return { guid, sentTo: user.email, expiresAt: row!.expires_at };
}
