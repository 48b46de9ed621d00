import type { Config } from '../config.js';
import type { MailMessage } from './mailer.js';

interface Recipient {
  email: string;
  first_name: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function minutes(ms: number): string {
  const n = Math.round(ms / 60_000);
  return n === 1 ? '1 minute' : `${n} minutes`;
}

/** The reset link is built from PUBLIC_URL only: never from the request's Host header. */
export function resetLinkUrl(config: Config, guid: string): string {
  return `${config.publicUrl}/login/reset?guid=${guid}`;
}

export function resetLinkMessage(config: Config, user: Recipient, guid: string): MailMessage {
  const link = resetLinkUrl(config, guid);
  const brand = config.branding.brand;
  const validFor = minutes(config.resetTtlMs);
  const text = [
    `Hello ${user.first_name},`,
    '',
    `Someone asked to reset the password of your Client Portal account at ${brand}. To choose a new password, open this link:`,
    '',
    link,
    '',
    `The link works once and expires in ${validFor}. If you did not ask for it, ignore this email: your password stays as it is.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.first_name)},</p>`,
    `<p>Someone asked to reset the password of your Client Portal account at ${escapeHtml(brand)}. To choose a new password, open this link:</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>The link works once and expires in ${validFor}. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
  ].join('\n');
  return { to: user.email, subject: 'Reset your Client Portal password', text, html };
}

export function passwordChangedMessage(config: Config, user: Recipient): MailMessage {
  const brand = config.branding.brand;
  const support = config.branding.supportEmail;
  const text = [
    `Hello ${user.first_name},`,
    '',
    `The password of your Client Portal account at ${brand} was just changed, and every earlier sign-in was signed out.`,
    '',
    `If you did not change it, contact us at once at ${support}.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.first_name)},</p>`,
    `<p>The password of your Client Portal account at ${escapeHtml(brand)} was just changed, and every earlier sign-in was signed out.</p>`,
    `<p>If you did not change it, contact us at once at <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`,
  ].join('\n');
  return { to: user.email, subject: 'Your Client Portal password was changed', text, html };
}
