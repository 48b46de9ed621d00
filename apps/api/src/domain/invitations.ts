import { INVITATION_TTL_MS, type InvitationSent } from '@client-portal/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { invitationMessage } from '../mail/messages.js';
import type { Mailer } from '../mail/mailer.js';
import type { AuthUser } from './shared/auth-user.js';
import { conflict } from '../lib/app-error.js';
import { recordAudit, type AuditObjectType } from './audit/record-audit.js';
import { findPasswordReset, hashResetGuid, issuePasswordReset } from './password-resets.repository.js';
import { fullName } from './shared/people.js';

/** What sending an invitation needs of the app: where links point and the mail queue. */
export interface InvitationMail {
  config: Config;
  mailer: Mailer;
}

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

/**
 * An invitation resent to an existing account, audited as such. Only an account that has never set a password can be
 * invited: a link that set a new password on an account that has one would hand it to whoever reads the (perhaps
 * just changed) address. Such a person uses "Forgot your password?" instead.
 */
export async function reissueInvitation(
  trx: Db,
  staff: AuthUser,
  objectType: AuditObjectType,
  user: { user_guid: string; email: string },
): Promise<Invitation> {
  const { password_hash } = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('user_guid', '=', user.user_guid)
    .executeTakeFirstOrThrow();
  if (password_hash !== null) {
    throw conflict(
      'This account already has a password: only an account that has never signed in can be invited. ' +
        'Its owner can use "Forgot your password?" on the sign-in page.',
    );
  }
  const invitation = await issueInvitation(trx, user);
  await recordAudit(trx, {
    actor: staff,
    objectType,
    objectGuid: user.user_guid,
    action: 'invited',
    changes: { invitation: { before: null, after: invitation.sentTo } },
  });
  return invitation;
}

/** Queues the invitation email; call it once the transaction that issued the link has committed. */
export function sendInvitation(
  { config, mailer }: InvitationMail,
  staff: AuthUser,
  user: { email: string; first_name: string },
  invitation: Invitation,
): InvitationSent {
  mailer.send(invitationMessage(config, user, fullName(staff), invitation.guid));
  return { sentTo: invitation.sentTo, expiresAt: invitation.expiresAt };
}
