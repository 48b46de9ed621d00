import { INVITATION_TTL_MS } from '@client-portal/contract';
import type { Config } from '../config.js';
import { emailBranding } from './branding.js';
import { button, link, paragraph, renderEmail } from './layout.js';
import type { MailMessage } from './mailer.js';

interface Recipient {
  email: string;
  first_name: string;
}

function minutes(ms: number): string {
  const n = Math.round(ms / 60_000);
  return n === 1 ? '1 minute' : `${n} minutes`;
}

const greeting = (user: Recipient) => (user.first_name.trim() ? `Hello ${user.first_name.trim()},` : 'Hello,');

/** The reset link is built from PUBLIC_URL only: never from the request's Host header. */
function resetLinkUrl(config: Config, guid: string): string {
  return `${config.publicUrl}/login/reset?guid=${guid}`;
}

export function resetLinkMessage(config: Config, user: Recipient, guid: string): MailMessage {
  const url = resetLinkUrl(config, guid);
  const brand = config.branding.brand;
  const validFor = minutes(config.resetTtlMs);
  const subject = 'Reset your Client Portal password';
  const body = renderEmail(emailBranding(config), {
    subject,
    heading: 'Reset your password',
    preview: `Choose a new password for your Client Portal account at ${brand}. The link expires in ${validFor}.`,
    blocks: [
      paragraph(greeting(user)),
      paragraph(
        `Someone asked to reset the password of your Client Portal account at ${brand}. To choose a new password, open this link:`,
      ),
      button('Choose a new password', url),
      paragraph(
        `The link works once and expires in ${validFor}. If you did not ask for it, ignore this email: your password stays as it is.`,
      ),
    ],
  });
  return { to: user.email, subject, ...body };
}

/** How long an invitation link works, in words ("7 days"). */
function days(ms: number): string {
  const n = Math.round(ms / 86_400_000);
  return n === 1 ? '1 day' : `${n} days`;
}

/**
 * A new account's invitation (client or staff): a single-use link to the reset screen, where the invitee sets a
 * password, valid for INVITATION_TTL_MS.
 */
export function invitationMessage(config: Config, user: Recipient, invitedBy: string, guid: string): MailMessage {
  // The reset screen, worded for a first password (`welcome`); setting it signs the invitee in.
  const url = `${resetLinkUrl(config, guid)}&welcome=1`;
  const brand = config.branding.brand;
  const validFor = days(INVITATION_TTL_MS);
  const subject = `You're invited to the Client Portal at ${brand}`;
  const body = renderEmail(emailBranding(config), {
    subject,
    heading: 'Welcome to the Client Portal',
    preview: `${invitedBy} invited you to the Client Portal at ${brand}. Set your password within ${validFor}.`,
    blocks: [
      paragraph(greeting(user)),
      paragraph(
        `${invitedBy} at ${brand} has given you an account on the Client Portal. To sign in, first set your password:`,
      ),
      button('Set your password', url),
      paragraph(
        `The link works once and expires in ${validFor}. Afterwards, sign in with this email address (${user.email}) and your new password. If the link has expired, ask ${invitedBy} for a new one.`,
      ),
    ],
  });
  return { to: user.email, subject, ...body };
}

export function passwordChangedMessage(config: Config, user: Recipient): MailMessage {
  const brand = config.branding.brand;
  const support = config.branding.supportEmail;
  const subject = 'Your Client Portal password was changed';
  const body = renderEmail(emailBranding(config), {
    subject,
    heading: 'Your password was changed',
    preview: `The password of your Client Portal account at ${brand} was just changed.`,
    blocks: [
      paragraph(greeting(user)),
      paragraph(
        `The password of your Client Portal account at ${brand} was just changed, and every earlier sign-in was signed out.`,
      ),
      paragraph('If you did not change it, contact us at once at ', link(support, `mailto:${support}`), '.'),
    ],
  });
  return { to: user.email, subject, ...body };
}
