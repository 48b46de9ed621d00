import { z } from 'zod';
import { DateTime, Guid, GuidParam, Trimmed } from './common.js';
import { HttpUrl } from './urls.js';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from './webhook-events.js';

/**
 * Where alerts about monitored sites go besides staff email: an incoming webhook of Slack, Microsoft Teams (a
 * Workflows webhook, which takes an Adaptive Card) or Discord, each in its own format, or any address that takes a
 * JSON POST signed as Standard Webhooks describe (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
const ALERT_CHANNEL_KINDS = ['slack', 'teams', 'discord', 'webhook'] as const;
export const AlertChannelKind = z.enum(ALERT_CHANNEL_KINDS, {
  error: 'kind must be slack, teams, discord or webhook',
});
export type AlertChannelKind = z.infer<typeof AlertChannelKind>;
export const ALERT_CHANNEL_KIND_LABELS: Record<AlertChannelKind, string> = {
  slack: 'Slack',
  teams: 'Microsoft Teams',
  discord: 'Discord',
  webhook: 'Webhook (signed JSON)',
};

/** What an alert tells of. */
const ALERT_EVENTS = ['down', 'up', 'certificate-expiring', 'certificate-expired', 'test'] as const;
/** A monitor's alert, a channel's test, or (besides) what happens in the helpdesk that the channel is told of. */
export const AlertEventType = z.enum([...ALERT_EVENTS, ...WEBHOOK_EVENT_TYPES]);
export type AlertEventType = z.infer<typeof AlertEventType>;

/** Waits before each retry of a delivery that failed; after the last, it is given up. */
export const ALERT_RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 7200] as const;

export const AlertChannel = z.object({
  channelGuid: Guid,
  name: z.string(),
  kind: AlertChannelKind,
  url: z.string(),
  /** A webhook's signing secret (`whsec_…`, Standard Webhooks); null for the chat formats. */
  secret: z.string().nullable(),
  /** Used by every project that follows the workspace's defaults. */
  isDefault: z.boolean(),
  /** The projects that chose this channel themselves. */
  projectCount: z.number().int(),
  createdAt: DateTime,
  /** What happens in the helpdesk that it is told of, besides the monitors' alerts of projects that chose it. */
  events: z.array(WebhookEventType),
  /** Whether it may be sent internal notes (`ticket.note_added`): only where no client reads. */
  internalContent: z.boolean(),
});
export type AlertChannel = z.infer<typeof AlertChannel>;
export const AlertChannelList = z.array(AlertChannel);

const channelEvents = z
  .array(WebhookEventType)
  .refine((events) => new Set(events).size === events.length, 'name each event once');

export const NOTES_NEED_INTERNAL_CONTENT =
  'ticket.note_added needs internalContent: internal notes go only where no client reads';

/** Internal notes go only to a channel allowed internal content. */
function noNotesWithoutInternalContent(
  value: { events?: readonly string[]; internalContent?: boolean },
  ctx: z.RefinementCtx,
): void {
  if (value.events?.includes('ticket.note_added') && value.internalContent === false) {
    ctx.addIssue({
      code: 'custom',
      path: ['events'],
      message: NOTES_NEED_INTERNAL_CONTENT,
    });
  }
}

export const NewAlertChannel = z
  .object({
    name: Trimmed('name', 100),
    kind: AlertChannelKind,
    url: HttpUrl,
    events: channelEvents.default([]),
    internalContent: z.boolean().default(false),
  })
  .strict()
  .superRefine(noNotesWithoutInternalContent);
export type NewAlertChannel = z.infer<typeof NewAlertChannel>;

export const AlertChannelChange = z
  .object({
    name: Trimmed('name', 100).optional(),
    url: HttpUrl.optional(),
    events: channelEvents.optional(),
    internalContent: z.boolean().optional(),
  })
  .strict();
export type AlertChannelChange = z.infer<typeof AlertChannelChange>;

export const AlertChannelGuidParams = z.object({ channelGuid: GuidParam });

const channelGuids = z
  .array(Guid, { error: 'channelGuids must be a list of channels' })
  .max(50, 'channelGuids must hold at most 50 channels');

/** The workspace's defaults: whether enabled staff are emailed (each can turn it off), and the channels used. */
export const AlertDefaults = z.object({ emailStaff: z.boolean(), channelGuids: channelGuids });
export type AlertDefaults = z.infer<typeof AlertDefaults>;
export const AlertDefaultsChange = AlertDefaults.strict();

/**
 * A project's alerts: its own choice, or (`followsDefaults`) the workspace's, in which case `emailStaff` and
 * `channelGuids` are the defaults in force.
 */
/** How long a site is down before its clients are told, in minutes: from at once to a day. */
export const CLIENT_ALERT_MINUTES = { min: 0, max: 1440, suggested: 5 } as const;

export const ProjectAlerts = z.object({
  followsDefaults: z.boolean(),
  emailStaff: z.boolean(),
  channelGuids: channelGuids,
  /** A confirmed outage opens a ticket on the project, completed with a public update once the site is back. */
  incidentTickets: z.boolean(),
  /** The project's clients are emailed when its site has been down this many minutes, and when it is back; null: never. */
  clientAlertMinutes: z.number().int().nullable(),
});
export type ProjectAlerts = z.infer<typeof ProjectAlerts>;
/** `followsDefaults: true` drops the project's own choice; the other fields are then ignored. */
export const ProjectAlertsChange = z
  .object({
    followsDefaults: z.boolean(),
    emailStaff: z.boolean().default(true),
    channelGuids: channelGuids.default([]),
    /** Left as it is when not given. */
    incidentTickets: z.boolean().optional(),
    /** Left as it is when not given; null stops telling the clients. */
    clientAlertMinutes: z
      .number()
      .int('a whole number of minutes')
      .min(CLIENT_ALERT_MINUTES.min, `at least ${CLIENT_ALERT_MINUTES.min}`)
      .max(CLIENT_ALERT_MINUTES.max, `at most ${CLIENT_ALERT_MINUTES.max} (a day)`)
      .nullable()
      .optional(),
  })
  .strict();
export type ProjectAlertsChange = z.infer<typeof ProjectAlertsChange>;

const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;

const AlertAttempt = z.object({
  attempt: z.number().int(),
  attemptedAt: DateTime,
  /** The destination's HTTP status; null when it did not answer. */
  statusCode: z.number().int().nullable(),
  /** Why it failed, in words; null when the destination took it. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

/** One alert to one channel: sent once, retried with backoff after a failure, each attempt kept. */
export const AlertDelivery = z.object({
  deliveryGuid: Guid,
  channelGuid: Guid,
  channelName: z.string(),
  event: AlertEventType,
  /** What it is about, in words: "acme.example is down". */
  title: z.string(),
  state: z.enum(DELIVERY_STATES),
  createdAt: DateTime,
  sentAt: DateTime.nullable(),
  /** When it is tried again, while pending after a failure. */
  nextAttemptAt: DateTime.nullable(),
  attempts: z.array(AlertAttempt),
});
export type AlertDelivery = z.infer<typeof AlertDelivery>;
export const AlertDeliveryList = z.array(AlertDelivery);

/** `GET /api/agency/alert-deliveries?failing=true`: only deliveries that failed, given up or waiting to retry. */
export const AlertDeliveryQuery = z.object({
  failing: z
    .enum(['true', 'false'], { error: 'failing must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  channelGuid: GuidParam.optional(),
});
export type AlertDeliveryQuery = z.infer<typeof AlertDeliveryQuery>;
/** The most recent deliveries listed. */
export const ALERT_DELIVERY_LIST_LIMIT = 50;
