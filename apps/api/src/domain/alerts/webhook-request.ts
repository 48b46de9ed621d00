import { createHmac, randomBytes } from 'node:crypto';
import type { AlertChannelKind } from '@client-portal/contract';
import { alertWords, type AlertEvent, type WebhookEventAlert } from './alert-event.js';

/** A new signing secret for a generic webhook, in the Standard Webhooks form: `whsec_` and 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks signature of a body: `v1,` and the base64 HMAC-SHA256, keyed with the secret's bytes, of
 * `{id}.{timestamp}.{body}`. A receiver checks it with the same secret (docs/alerts.md).
 */
function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The generic webhook's event names (`type`), as in `{ type, timestamp, data }`. */
const EVENT_NAMES: Record<Exclude<AlertEvent['type'], 'webhook-event'>, string> = {
  down: 'monitor.down',
  up: 'monitor.up',
  'certificate-expiring': 'monitor.certificate_expiring',
  'certificate-expired': 'monitor.certificate_expired',
  test: 'test',
};

/** Slack's mrkdwn: the three characters it reads as markup, escaped. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Discord reads Markdown: its markup characters escaped, and at most its 2,000 characters. */
const discordText = (text: string) => text.replace(/([\\*_~`|>#[\]()-])/g, '\\$1');

/** A helpdesk event as integrators read it: its links made the portal's addresses. */
function absoluteLinks(event: WebhookEventAlert['event'], publicUrl: string): WebhookEventAlert['event'] {
  if (event.type === 'report.completed') {
    const { report } = event.data;
    return { ...event, data: { ...event.data, report: { ...report, pdfUrl: `${publicUrl}${report.pdfUrl}` } } };
  }
  const { ticket } = event.data;
  return { ...event, data: { ...event.data, ticket: { ...ticket, url: `${publicUrl}${ticket.url}` } } };
}

function generic(event: AlertEvent, words: ReturnType<typeof alertWords>, publicUrl: string) {
  if (event.type === 'webhook-event') return absoluteLinks(event.event, publicUrl);
  const { type, at, ...details } = event;
  return {
    type: EVENT_NAMES[type],
    timestamp: at,
    data: { ...details, title: words.title, text: words.text, link: words.url },
  };
}

/** What is posted to a channel for an alert: the JSON body in the channel's own format, and the headers. */
export function webhookRequest(
  channel: { kind: AlertChannelKind; secret: string | null },
  deliveryGuid: string,
  event: AlertEvent,
  publicUrl: string,
  now: Date,
): { body: string; headers: Record<string, string> } {
  const words = alertWords(publicUrl, event);
  const linkLabel =
    event.type === 'test'
      ? 'Open the alert settings'
      : event.type === 'webhook-event'
        ? event.event.type === 'report.completed'
          ? 'Open the report'
          : 'Open the ticket'
        : 'Open the project';
  let payload: unknown;
  switch (channel.kind) {
    case 'slack':
      payload = { text: `*${slackText(words.title)}*\n${slackText(words.text)}\n<${words.url}|${linkLabel}>` };
      break;
    case 'discord':
      payload = {
        content: `**${discordText(words.title)}**\n${discordText(words.text)}\n${words.url}`.slice(0, 2000),
        allowed_mentions: { parse: [] },
      };
      break;
    case 'teams':
      payload = {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            contentUrl: null,
            content: {
              $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
              type: 'AdaptiveCard',
              version: '1.4',
              body: [
                { type: 'TextBlock', text: words.title, weight: 'Bolder', size: 'Medium', wrap: true },
                { type: 'TextBlock', text: words.text, wrap: true },
              ],
              actions: [{ type: 'Action.OpenUrl', title: linkLabel, url: words.url }],
            },
          },
        ],
      };
      break;
    case 'webhook':
      payload = generic(event, words, publicUrl);
      break;
  }
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (channel.kind === 'webhook' && channel.secret) {
    const timestamp = Math.floor(now.getTime() / 1000);
    headers['webhook-id'] = deliveryGuid;
    headers['webhook-timestamp'] = String(timestamp);
    headers['webhook-signature'] = webhookSignature(channel.secret, deliveryGuid, timestamp, body);
  }
  return { body, headers };
}
