import type { InvitationSent } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { reissueInvitation } from '../users/reissue-invitation.js';
import { sendInvitation, type InvitationMail } from '../users/send-invitation.js';
import { findAccountForChange } from '../users/queries.js';

/** Emails a staff member a new invitation link; earlier links stay valid until they expire. Refused while disabled. */
export async function inviteStaffAccount(
  db: Db,
  admin: AuthUser,
  userGuid: string,
  mail: InvitationMail,
): Promise<InvitationSent> {
  const { user, invitation } = await db.transaction().execute(async (trx) => {
    const user = await findAccountForChange(trx, userGuid, ['staff', 'admin']);
    if (!user) throw notFound(`Staff account ${userGuid} not found.`);
    if (user.disabled_at) throw conflict('Enable the staff account before inviting them.');
    return { user, invitation: await reissueInvitation(trx, admin, 'staff', user) };
  });
  return sendInvitation(mail, admin, user, invitation);
}
