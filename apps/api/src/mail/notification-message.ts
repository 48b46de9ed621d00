import type { NotificationKind, TicketStatus } from '@client-portal/contract';
import type { Config } from '../config.js';
import {
  isBreachNotice,
  isCertificateNotice,
  isReportNotice,
  isSiteAlert,
  isSiteStatus,
  type SiteStatusPayload,
  type ReportPayload,
  type NotificationPayload,
  type TicketChange,
  type TicketPayload,
} from '../domain/notifications/payloads.js';
import { alertWords, durationWords, minuteOf, type SiteEvent } from '../domain/alerts/alert-event.js';
import { ticketNumber } from '../domain/shared/ticket-number.js';
import { emailBranding } from './branding.js';
import { button, link, paragraph, renderEmail, type Block } from './layout.js';
import type { MailMessage } from './mailer.js';

export interface NotificationItem {
  /** null for a notice about something else (a site, its certificate, a report). */
  ticketGuid: string | null;
  kind: NotificationKind;
  payload: NotificationPayload;
}

/** The conversation an email about one ticket belongs to. */
export interface TicketThread {
  /** The id of the thread's root message (In-Reply-To, References). */
  rootId: string;
  /** The ticket's reply address, with email in: an answer lands on the ticket. */
  replyTo?: string;
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

const ticketTitle = (payload: TicketPayload) => `${ticketNumber(payload.ticketId)} ${payload.ticketName}`;
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
/** The alert an email about a site or its certificate tells of. */
function alertOf(payload: NotificationPayload): SiteEvent | undefined {
  if (isCertificateNotice(payload)) {
    const { url, projectGuid, projectName, expiresAt, daysLeft, expired } = payload.certificate;
    const site = { url, projectGuid, projectName };
    return expired
      ? { type: 'certificate-expired', site, at: expiresAt, expiresAt }
      : { type: 'certificate-expiring', site, at: expiresAt, expiresAt, daysLeft };
  }
  if (isSiteAlert(payload)) {
    const { url, projectGuid, projectName, state, since, cause, downSince } = payload.siteAlert;
    const site = { url, projectGuid, projectName };
    return state === 'down'
      ? { type: 'down', site, at: since, since, cause: cause ?? 'Down' }
      : { type: 'up', site, at: since, since, downSince };
  }
  return undefined;
}

/** What a project's clients read of their site's outage: in their words, linking to their project page. */
function siteStatusNotice(config: Config, { siteStatus }: SiteStatusPayload): Notice {
  const host = new URL(siteStatus.url).host;
  const common = {
    topic: `site-status ${siteStatus.url} ${siteStatus.state} ${siteStatus.since}`,
    url: `${config.publicUrl}/projects/${siteStatus.projectGuid}`,
    button: 'Open the project',
  };
  return siteStatus.state === 'down'
    ? {
        ...common,
        title: `${host} is down`,
        text:
          `Your website ${siteStatus.url} (${siteStatus.projectName}) has been down since ${minuteOf(siteStatus.since)}: ` +
          `${siteStatus.cause ?? 'The site did not answer'}. We are on it, and will email you when it is back.`,
      }
    : {
        ...common,
        title: `${host} is back up`,
        text:
          `Your website ${siteStatus.url} (${siteStatus.projectName}) is back up since ${minuteOf(siteStatus.since)}` +
          `${siteStatus.downSince ? `, after ${durationWords(siteStatus.downSince, siteStatus.since)} down` : ''}.`,
      };
}

/** A notice about something else than a ticket: what it is about, its title, its words and where it links to. */
interface Notice {
  topic: string;
  title: string;
  text: string;
  url: string;
  button: string;
}

function noticeOf(config: Config, payload: NotificationPayload): Notice | undefined {
  const alert = alertOf(payload);
  if (alert) {
    const words = alertWords(config.publicUrl, alert);
    const topic =
      alert.type === 'down' || alert.type === 'up'
        ? `site ${alert.site.url} ${alert.type} ${alert.since}`
        : `certificate ${alert.site.url}`;
    return { topic, ...words, button: 'Open the project' };
  }
  if (isSiteStatus(payload)) return siteStatusNotice(config, payload);
  if (isBreachNotice(payload)) {
    const { breach } = payload;
    const target = breach.target === 'first-response' ? 'first-response' : 'resolution';
    return {
      topic: `breach ${breach.ticketGuid} ${breach.target}`,
      title: `${ticketNumber(breach.ticketId)} ${breach.ticketName} missed its ${target} target`,
      text:
        `${ticketNumber(breach.ticketId)} ${breach.ticketName} (${breach.projectName}) was due its ` +
        `${breach.target === 'first-response' ? 'first response' : 'resolution'} by ${minuteOf(breach.dueAt)}.`,
      url: `${config.publicUrl}/agency/tickets/${breach.ticketGuid}`,
      button: 'Open the ticket',
    };
  }
  if (isReportNotice(payload)) {
    const { report } = payload;
    return {
      topic: `report ${report.reportGuid}`,
      title: reportTitle(payload),
      text: `This month's Site Care of ${report.domainName} is done. The report is attached as a PDF, and you can read it in the Client Portal.`,
      url: `${config.publicUrl}/sitecarereports/${report.reportGuid}`,
      button: 'Open the report',
    };
  }
  return undefined;
}

/** What an item is about: its ticket, or what a notice is about. */
const topicOf = (config: Config, item: NotificationItem) =>
  noticeOf(config, item.payload)?.topic ?? `ticket ${item.ticketGuid}`;
const titleOf = (config: Config, payload: NotificationPayload) =>
  noticeOf(config, payload)?.title ?? ticketTitle(payload as TicketPayload);

function describe(change: TicketChange): string {
  switch (change.type) {
    case 'opened':
      return `${change.by} opened this ticket:`;
    case 'received':
      return 'Thank you: your email opened this ticket, and we will answer here.';
    case 'reply':
      return `${change.by} replied:`;
    case 'update':
      return `${change.by} posted an update:`;
    case 'status':
      return `${change.by} changed the status from ${STATUS_WORDS[change.from]} to ${STATUS_WORDS[change.to]}.`;
  }
}

function describeFirst(config: Config, payload: NotificationPayload): string {
  return noticeOf(config, payload)?.title ?? describe((payload as TicketPayload).change);
}

function subjectOf(config: Config, items: readonly NotificationItem[]): string {
  const topics = new Set(items.map((item) => topicOf(config, item)));
  const first = items[0]!.payload;
  // Notices gather per person; a ticket's changes come in an email of their own (worker.ts).
  if (topics.size > 1) return `${items.length} notices from the Client Portal`;
  const notice = noticeOf(config, first);
  if (notice) return notice.title;
  // One subject for every email about the ticket: mail clients thread them, and the number finds it in the portal.
  const ticket = first as TicketPayload;
  return `[${ticketNumber(ticket.ticketId)}] ${ticket.ticketName}`;
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
  thread?: TicketThread,
): MailMessage {
  const subject = subjectOf(config, items);
  const byTopic = new Map<string, NotificationItem[]>();
  for (const item of items) {
    const topic = topicOf(config, item);
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), item]);
  }

  const blocks: Block[] = [paragraph(recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : 'Hello,')];
  for (const notices of byTopic.values()) {
    const first = notices[0]!;
    const notice = noticeOf(config, first.payload);
    if (notice) {
      blocks.push(paragraph(link(notice.title, notice.url)));
      blocks.push(paragraph(notice.text));
      if (byTopic.size === 1) blocks.push(button(notice.button, notice.url));
      continue;
    }
    const url = ticketUrl(config, first.ticketGuid!, recipient.isStaff);
    blocks.push(paragraph(link(titleOf(config, first.payload), url)));
    for (const { payload } of notices) {
      const { change } = payload as TicketPayload;
      blocks.push(paragraph(describe(change)));
      if (change.type !== 'status' && change.excerpt) blocks.push(paragraph(`“${change.excerpt}”`));
    }
    if (byTopic.size === 1) blocks.push(button('Open the ticket', url));
  }
  if (thread?.replyTo) {
    blocks.push(
      paragraph(
        recipient.isStaff
          ? 'Reply to this email to answer: your answer is posted on the ticket as a public update the client reads.'
          : 'Reply to this email to answer: your answer is added to the ticket.',
      ),
    );
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
    heading: byTopic.size === 1 ? titleOf(config, items[0]!.payload) : 'What changed',
    preview: describeFirst(config, items[0]!.payload),
    blocks,
  });
  return {
    to: recipient.email,
    subject,
    ...body,
    ...(thread ? { threadId: thread.rootId } : {}),
    ...(thread?.replyTo ? { replyTo: thread.replyTo } : {}),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Sent by the portal, not typed by a person: out-of-office and other automatic answers leave it alone (RFC 3834;
      // Exchange reads its own header).
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'OOF, AutoReply',
    },
  };
}
