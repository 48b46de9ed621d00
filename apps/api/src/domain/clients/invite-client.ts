import type { InvitationSent } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { reissueInvitation } from '../users/reissue-invitation.js';
import { sendInvitation, type InvitationMail } from '../users/send-invitation.js';
import { findAccountForChange } from '../users/queries.js';

/** Emails the client a new invitation link; earlier links stay valid until they expire. Refused while disabled. */
export async function inviteClient(
  db: Db,
  staff: AuthUser,
  userGuid: string,
  mail: InvitationMail,
): Promise<InvitationSent> {
  const { user, invitation } = await db.transaction().execute(async (trx) => {
    const user = await findAccountForChange(trx, userGuid, ['client']);
    if (!user) throw notFound(`Client ${userGuid} not found.`);
    if (user.disabled_at) throw conflict('Enable the client before inviting them.');
    return { user, invitation: await reissueInvitation(trx, staff, 'client', user) };
  });
  return sendInvitation(mail, staff, user, invitation);
}
