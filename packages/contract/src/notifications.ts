import { z } from 'zod';
import type { UserRole } from './agency.js';

/**
 * The emails the portal sends about tickets. Clients hear about the agency's work on their projects' tickets; staff
 * hear about clients' new tickets and replies (on tickets assigned to them, or on unassigned ones). Internal notes
 * never send anything. Staff also hear at once of monitored sites that go down or come back up, and of those whose
 * HTTPS certificate is about to expire. Clients of a project that wants it hear when its site is down for a while, and
 * when it is back.
 */
export const NOTIFICATION_KINDS = [
  'ticket-activity',
  'site-care-reports',
  'new-tickets',
  'client-replies',
  'site-alerts',
  'certificate-expiry',
  'site-status',
  'response-targets',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

const CLIENT_NOTIFICATION_KINDS = [
  'ticket-activity',
  'site-care-reports',
  'site-status',
] as const satisfies readonly NotificationKind[];
const STAFF_NOTIFICATION_KINDS = [
  'new-tickets',
  'client-replies',
  'site-alerts',
  'certificate-expiry',
  'response-targets',
] as const satisfies readonly NotificationKind[];

/** The kinds a person of this role receives, in the order the settings screen lists them. */
export const notificationKindsFor = (role: UserRole): readonly NotificationKind[] =>
  role === 'client' ? CLIENT_NOTIFICATION_KINDS : STAFF_NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_TEXT: Record<NotificationKind, { label: string; hint: string }> = {
  'ticket-activity': {
    label: 'Updates on tickets',
    hint: 'When the agency posts an update on a ticket of your projects or changes its status.',
  },
  'site-care-reports': {
    label: 'Site Care reports',
    hint: 'When the monthly Site Care report of a project is completed, with the report attached as a PDF.',
  },
  'new-tickets': {
    label: 'New tickets from clients',
    hint: 'When a client opens a ticket.',
  },
  'client-replies': {
    label: 'Client replies',
    hint: 'When a client replies on a ticket assigned to you, or on an unassigned ticket.',
  },
  'site-alerts': {
    label: 'Sites down and back up',
    hint: 'At once, when a monitored site is confirmed down, and when it answers again.',
  },
  'certificate-expiry': {
    label: 'Certificates about to expire',
    hint: 'When the HTTPS certificate of a monitored site expires in 30, 14 or 7 days.',
  },
  'response-targets': {
    label: 'Response targets missed',
    hint: 'When a ticket assigned to you, or an unassigned ticket, misses its first-response or resolution target.',
  },
  'site-status': {
    label: 'Your website down and back up',
    hint: 'When the website of one of your projects has been down for a while, and when it is back.',
  },
};

export const NotificationSetting = z.object({ kind: NotificationKind, enabled: z.boolean() });
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** `GET|PUT /api/users/me/notifications`: each kind the signed-in person receives, on or off. */
export const NotificationSettings = z.object({ settings: z.array(NotificationSetting) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Kinds left out stay as they are; a kind the person does not receive is refused naming it. */
export const NotificationSettingsChange = z
  .object({
    settings: z
      .array(NotificationSetting.strict())
      .min(1, 'name at least one kind')
      .max(NOTIFICATION_KINDS.length)
      .refine((settings) => new Set(settings.map((s) => s.kind)).size === settings.length, 'name each kind once'),
  })
  .strict();
export type NotificationSettingsChange = z.infer<typeof NotificationSettingsChange>;
