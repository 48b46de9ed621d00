import type { NotificationKind, TicketStatus } from '@client-portal/contract';
import type { Config } from '../config.js';
import {
  isCertificateNotice,
  isReportNotice,
  type ReportPayload,
  type CertificatePayload,
  type NotificationPayload,
  type TicketChange,
  type TicketPayload,
} from '../domain/notifications/payloads.js';
import { emailBranding } from './branding.js';
import { button, link, paragraph, renderEmail, type Block } from './layout.js';
import type { MailMessage } from './mailer.js';

export interface NotificationItem {
  /** null for a notice about something else (a certificate). */
  ticketGuid: string | null;
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
const ticketTitle = (payload: TicketPayload) => `${ticketNumber(payload.ticketId)} ${payload.ticketName}`;
const hostOf = (url: string) => new URL(url).host;
const certificateTitle = ({ certificate }: CertificatePayload) =>
  `Certificate of ${hostOf(certificate.url)} expires in ${certificate.daysLeft === 1 ? '1 day' : `${certificate.daysLeft} days`}`;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthWords = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const reportTitle = ({ report }: ReportPayload) =>
  `Your Site Care report for ${report.domainName}, ${monthWords(report.month)}`;
/** What an item is about: its ticket, its site's certificate, or a report. */
const topicOf = (item: NotificationItem) =>
  isCertificateNotice(item.payload)
    ? `certificate ${item.payload.certificate.url}`
    : isReportNotice(item.payload)
      ? `report ${item.payload.report.reportGuid}`
      : `ticket ${item.ticketGuid}`;
const titleOf = (payload: NotificationPayload) =>
  isCertificateNotice(payload)
    ? certificateTitle(payload)
    : isReportNotice(payload)
      ? reportTitle(payload)
      : ticketTitle(payload);

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

function describeFirst(payload: NotificationPayload): string {
  if (isCertificateNotice(payload)) return certificateTitle(payload);
  if (isReportNotice(payload)) return reportTitle(payload);
  return describe(payload.change);
}

function subjectOf(items: readonly NotificationItem[]): string {
  const topics = new Set(items.map(topicOf));
  const first = items[0]!.payload;
  if (topics.size > 1) {
    return items.every((item) => item.ticketGuid)
      ? `${items.length} changes on ${topics.size} tickets`
      : `${items.length} notices from the Client Portal`;
  }
  if (isCertificateNotice(first)) return certificateTitle(first);
  if (isReportNotice(first)) return reportTitle(first);
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

const ticketUrl = (config: Config, ticketGuid: string, isStaff: boolean) =>
  `${config.publicUrl}${isStaff ? '/agency/tickets/' : '/tickets/'}${ticketGuid}`;
const settingsUrl = (config: Config, isStaff: boolean) =>
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
  const byTopic = new Map<string, NotificationItem[]>();
  for (const item of items) byTopic.set(topicOf(item), [...(byTopic.get(topicOf(item)) ?? []), item]);

  const blocks: Block[] = [paragraph(recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : 'Hello,')];
  for (const notices of byTopic.values()) {
    const first = notices[0]!;
    if (isCertificateNotice(first.payload)) {
      const { certificate } = first.payload;
      const url = `${config.publicUrl}/agency/projects/${certificate.projectGuid}`;
      blocks.push(paragraph(link(certificateTitle(first.payload), url)));
      blocks.push(
        paragraph(
          `The HTTPS certificate of ${certificate.url} (${certificate.projectName}) expires on ${certificate.expiresAt.slice(0, 10)}. Renew it before then, or visitors will see a security warning.`,
        ),
      );
      if (byTopic.size === 1) blocks.push(button('Open the project', url));
      continue;
    }
    if (isReportNotice(first.payload)) {
      const { report } = first.payload;
      const url = `${config.publicUrl}/sitecarereports/${report.reportGuid}`;
      blocks.push(paragraph(link(reportTitle(first.payload), url)));
      blocks.push(
        paragraph(
          `This month's Site Care of ${report.domainName} is done. The report is attached as a PDF, and you can read it in the Client Portal.`,
        ),
      );
      if (byTopic.size === 1) blocks.push(button('Open the report', url));
      continue;
    }
    const url = ticketUrl(config, first.ticketGuid!, recipient.isStaff);
    blocks.push(paragraph(link(titleOf(first.payload), url)));
    for (const { payload } of notices) {
      const { change } = payload as TicketPayload;
      blocks.push(paragraph(describe(change)));
      if (change.type !== 'status' && change.excerpt) blocks.push(paragraph(`“${change.excerpt}”`));
    }
    if (byTopic.size === 1) blocks.push(button('Open the ticket', url));
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
    heading: byTopic.size === 1 ? titleOf(items[0]!.payload) : 'What changed',
    preview: describeFirst(items[0]!.payload),
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
