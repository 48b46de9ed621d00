import { randomUUID } from 'node:crypto';
import type { NewStaffAccount } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { issueInvitation } from '../users/issue-invitation.js';
import { sendInvitation, type InvitationMail } from '../users/send-invitation.js';
import { assertEmailFree, withUniqueEmail, normaliseEmail } from '../users/email.js';

/** A staff or admin account with no password, and an invitation email to set one. Returns the new user's GUID. */
export async function createStaffAccount(
  db: Db,
  admin: AuthUser,
  input: NewStaffAccount,
  mail: InvitationMail,
): Promise<string> {
  const user = {
    user_guid: randomUUID(),
    email: normaliseEmail(input.email),
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    password_hash: null,
    disabled_at: null,
    created_at: nowIso(),
    role: input.role,
  };
  const invitation = await withUniqueEmail(user.email, () =>
    db.transaction().execute(async (trx) => {
      await assertEmailFree(trx, user.email);
      await trx.insertInto('users').values(user).execute();
      await recordAudit(trx, {
        actor: admin,
        objectType: 'staff',
        objectGuid: user.user_guid,
        action: 'created',
        changes: {
          firstName: { before: null, after: user.first_name },
          lastName: { before: null, after: user.last_name },
          email: { before: null, after: user.email },
          role: { before: null, after: user.role },
        },
      });
      return issueInvitation(trx, user);
    }),
  );
  sendInvitation(mail, admin, user, invitation);
  return user.user_guid;
}
