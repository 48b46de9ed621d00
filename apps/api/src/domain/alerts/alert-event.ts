import type { WebhookReportEvent, WebhookTicketEvent } from '@client-portal/contract';

/** A monitored site, as an alert names it. */
interface AlertSite {
  url: string;
  projectGuid: string;
  projectName: string;
}

/**
 * Something that happened in the helpdesk, for the channels told of its type (domain/webhooks): the generic
 * webhook's body as it is sent (links as paths, made the portal's addresses when it is sent), and its words for a chat.
 */
export interface WebhookEventAlert {
  type: 'webhook-event';
  at: string;
  event: WebhookTicketEvent | WebhookReportEvent;
  title: string;
  text: string;
  /** The page to open, in the portal. */
  path: string;
}

/** What an alert tells of: kept with each delivery (alert_deliveries.payload), so a retry sends the same. */
export type AlertEvent =
  | WebhookEventAlert
  | { type: 'down'; site: AlertSite; at: string; since: string; cause: string }
  | { type: 'up'; site: AlertSite; at: string; since: string; downSince: string | null }
  | { type: 'certificate-expiring'; site: AlertSite; at: string; expiresAt: string; daysLeft: number }
  | { type: 'certificate-expired'; site: AlertSite; at: string; expiresAt: string }
  | { type: 'test'; at: string; channelName: string };

/** An alert about a site (every alert but a channel's test and the helpdesk's events). */
export type SiteEvent = Exclude<AlertEvent, { type: 'test' } | WebhookEventAlert>;

const hostOf = (url: string) => new URL(url).host;
/** UTC, to the minute: 2026-11-28 08:30 UTC. */
export const minuteOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const plural = (n: number, unit: string) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`);

/** How long from one time to another, to the minute: "1 minute", "2 hours 5 minutes". */
export const durationWords = (fromIso: string, toIso: string) => {
  const minutes = Math.max(1, Math.round((new Date(toIso).getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const rest = minutes % 60;
  return `${plural(Math.floor(minutes / 60), 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
};

/** An alert in words, as staff read it in an email or a chat: a title, a sentence, and the page to open. */
export interface AlertWords {
  title: string;
  text: string;
  /** The staff project page, or the workspace's alert settings for a test. */
  url: string;
}

export function alertWords(publicUrl: string, event: AlertEvent): AlertWords {
  if (event.type === 'webhook-event') return { title: event.title, text: event.text, url: `${publicUrl}${event.path}` };
  if (event.type === 'test') {
    return {
      title: `Test alert from the Client Portal`,
      text: `This is a test of the alert channel "${event.channelName}". Alerts about monitored sites will arrive here.`,
      url: `${publicUrl}/agency/monitoring/alerts`,
    };
  }
  const { site } = event;
  const where = `${site.url} (${site.projectName})`;
  const url = `${publicUrl}/agency/projects/${site.projectGuid}`;
  switch (event.type) {
    case 'down':
      return {
        title: `${hostOf(site.url)} is down`,
        text: `${where} has failed its checks since ${minuteOf(event.since)}: ${event.cause}.`,
        url,
      };
    case 'up':
      return {
        title: `${hostOf(site.url)} is up again`,
        text: `${where} answers again since ${minuteOf(event.since)}${event.downSince ? `, after ${durationWords(event.downSince, event.since)} down` : ''}.`,
        url,
      };
    case 'certificate-expiring':
      return {
        title: `Certificate of ${hostOf(site.url)} expires in ${plural(event.daysLeft, 'day')}`,
        text: `The HTTPS certificate of ${where} expires on ${event.expiresAt.slice(0, 10)}. Renew it before then, or visitors will see a security warning.`,
        url,
      };
    case 'certificate-expired':
      return {
        title: `Certificate of ${hostOf(site.url)} has expired`,
        text: `The HTTPS certificate of ${where} expired on ${event.expiresAt.slice(0, 10)}. Visitors see a security warning until it is renewed.`,
        url,
      };
  }
}
