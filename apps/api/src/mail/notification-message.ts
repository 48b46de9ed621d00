import type { NotificationKind, TicketStatus } from '@client-portal/contract';
import type { Config } from '../config.js';
import type { NotificationPayload, TicketChange } from '../domain/notifications/queue.js';
import { emailBranding } from './branding.js';
import { button, link, paragraph, renderEmail, type Block } from './layout.js';
import type { MailMessage } from './mailer.js';

export interface NotificationItem {
  ticketGuid: string;
  kind: NotificationKind;
  payload: NotificationPayload;
}

export interface NotificationRecipient {
  email: string;
  firstName: string;
  isStaff: boolean;
}

const STATUS_WORDS: Record<TicketStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  'awaiting-customer': 'Awaiting customer',
  completed: 'Completed',
  deleted: 'Deleted',
};

/** Spec: "#" plus the last 5 characters of the ticket id. */
const ticketNumber = (ticketId: number) => `#${String(ticketId).slice(-5)}`;
const ticketTitle = (payload: NotificationPayload) => `${ticketNumber(payload.ticketId)} ${payload.ticketName}`;

function describe(change: TicketChange): string {
  switch (change.type) {
    case 'opened':
      return `${change.by} opened this ticket:`;
    case 'reply':
      return `${change.by} replied:`;
    case 'update':
      return `${change.by} posted an update:`;
    case 'status':
      return `${change.by} changed the status from ${STATUS_WORDS[change.from]} to ${STATUS_WORDS[change.to]}.`;
  }
}

function subjectOf(items: readonly NotificationItem[]): string {
  const tickets = new Set(items.map((item) => item.ticketGuid));
  const first = items[0]!.payload;
  if (tickets.size > 1) return `${items.length} changes on ${tickets.size} tickets`;
  if (items.length > 1) return `${items.length} changes on ${ticketTitle(first)}`;
  const { change } = first;
  switch (change.type) {
    case 'opened':
      return `New ticket ${ticketTitle(first)} from ${change.by}`;
    case 'reply':
      return `${change.by} replied on ${ticketTitle(first)}`;
    case 'update':
      return `New update on ${ticketTitle(first)}`;
    case 'status':
      return `${ticketTitle(first)} is now ${STATUS_WORDS[change.to]}`;
  }
}

export const ticketUrl = (config: Config, ticketGuid: string, isStaff: boolean) =>
  `${config.publicUrl}${isStaff ? '/agency/tickets/' : '/tickets/'}${ticketGuid}`;
export const settingsUrl = (config: Config, isStaff: boolean) =>
  `${config.publicUrl}${isStaff ? '/agency/account/notifications' : '/account/notifications'}`;

/**
 * One email for everything that happened to one person's tickets while the batch gathered: each ticket with a link
 * straight to it, each change with who made it and what they wrote, and how to turn these emails off (also as a
 * one-click List-Unsubscribe).
 */
export function notificationMessage(
  config: Config,
  recipient: NotificationRecipient,
  items: readonly NotificationItem[],
  unsubscribeUrl: string,
): MailMessage {
  const subject = subjectOf(items);
  const byTicket = new Map<string, NotificationItem[]>();
  for (const item of items) byTicket.set(item.ticketGuid, [...(byTicket.get(item.ticketGuid) ?? []), item]);

  const blocks: Block[] = [paragraph(recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : 'Hello,')];
  for (const [ticketGuid, changes] of byTicket) {
    const url = ticketUrl(config, ticketGuid, recipient.isStaff);
    blocks.push(paragraph(link(ticketTitle(changes[0]!.payload), url)));
    for (const { payload } of changes) {
      blocks.push(paragraph(describe(payload.change)));
      if (payload.change.type !== 'status' && payload.change.excerpt) {
        blocks.push(paragraph(`“${payload.change.excerpt}”`));
      }
    }
    if (byTicket.size === 1) blocks.push(button('Open the ticket', url));
  }
  const settings = settingsUrl(config, recipient.isStaff);
  blocks.push(
    paragraph(
      'You get this email because of your notification settings. To choose which emails you get, open ',
      link('Notification settings', settings),
      '.',
    ),
  );
  const body = renderEmail(emailBranding(config), {
    subject,
    heading: byTicket.size === 1 ? ticketTitle(items[0]!.payload) : 'Changes on your tickets',
    preview: describe(items[0]!.payload.change),
    blocks,
  });
  return {
    to: recipient.email,
    subject,
    ...body,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
