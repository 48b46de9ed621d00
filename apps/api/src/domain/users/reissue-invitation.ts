import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/app-error.js';
import { recordAudit, type AuditObjectType } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { issueInvitation, type Invitation } from './issue-invitation.js';

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
