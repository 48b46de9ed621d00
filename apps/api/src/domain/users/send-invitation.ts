import type { InvitationSent } from '@client-portal/contract';
import type { Config } from '../../config.js';
import type { Mailer } from '../../mail/mailer.js';
import { invitationMessage } from '../../mail/messages.js';
import type { AuthUser } from '../shared/auth-user.js';
import { fullName } from '../shared/people.js';
import type { Invitation } from './issue-invitation.js';

/** What sending an invitation needs of the app: where links point and the mail queue. */
export interface InvitationMail {
  config: Config;
  mailer: Mailer;
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
