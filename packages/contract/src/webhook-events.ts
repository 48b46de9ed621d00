import { z } from 'zod';
import { DateTime, Guid } from './common.js';
import { TicketPriority, TicketStatus } from './tickets.js';

/**
 * What happens in the helpdesk that an alert channel may be told of, besides the monitors' alerts: sent with the
 * same delivery (signed, retried, logged, once). Internal notes go only to channels allowed internal content.
 */
const TICKET_EVENT_TYPES = [
  'ticket.created',
  'ticket.update_posted',
  'ticket.note_added',
  'ticket.status_changed',
  'ticket.assignee_changed',
] as const;
export const WEBHOOK_EVENT_TYPES = [...TICKET_EVENT_TYPES, 'report.completed'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `events: each must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'ticket.created': 'A ticket is opened',
  'ticket.update_posted': 'A public update is posted (by staff or the client)',
  'ticket.note_added': 'An internal note is added',
  'ticket.status_changed': 'A ticket’s status changes',
  'ticket.assignee_changed': 'A ticket is assigned to someone else',
  'report.completed': 'A Site Care report is completed',
};

/** Who made the change: a person, an integration's API token, or the portal itself (an outage's ticket). */
const WebhookActor = z.object({ name: z.string(), userGuid: Guid });

const WebhookTicket = z.object({
  ticketGuid: Guid,
  /** As clients see it: `#00231`. */
  number: z.string(),
  title: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  projectGuid: Guid,
  projectName: z.string(),
  assigneeUserGuid: Guid.nullable(),
  /** The ticket in the agency's workspace. */
  url: z.string(),
});

const WebhookUpdate = z.object({
  /** Sanitised HTML, as the thread shows it. */
  text: z.string(),
  internal: z.boolean(),
  author: z.string(),
});

const WebhookChange = z.object({
  field: z.enum(['status', 'assignee']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** `{type, timestamp, data}`, as every generic webhook body. */
export const WebhookTicketEvent = z
  .object({
    type: z.enum(TICKET_EVENT_TYPES),
    timestamp: DateTime,
    data: z.object({
      ticket: WebhookTicket,
      actor: WebhookActor,
      /** `ticket.update_posted`, `ticket.note_added`, and `ticket.created` (the description). */
      update: WebhookUpdate.optional(),
      /** `ticket.status_changed`, `ticket.assignee_changed`. */
      change: WebhookChange.optional(),
    }),
  })
  .meta({
    examples: [
      {
        type: 'ticket.status_changed',
        timestamp: '2026-11-23T10:05:00.000Z',
        data: {
          ticket: {
            ticketGuid: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
            number: '#00231',
            title: 'Contact form sends no email',
            status: 'awaiting-customer',
            priority: 'normal',
            projectGuid: '5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d',
            projectName: 'Acme website',
            assigneeUserGuid: '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d',
            url: 'https://portal.agency.test/agency/tickets/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
          },
          actor: { name: 'Alex Morgan', userGuid: '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d' },
          change: { field: 'status', before: 'in-progress', after: 'awaiting-customer' },
        },
      },
    ],
  });
export type WebhookTicketEvent = z.infer<typeof WebhookTicketEvent>;

export const WebhookReportEvent = z.object({
  type: z.literal('report.completed'),
  timestamp: DateTime,
  data: z.object({
    report: z.object({
      siteCareReportGuid: Guid,
      domainName: z.string(),
      projectGuid: Guid,
      projectName: z.string(),
      /** The month reported on: `2026-11`. */
      month: z.string(),
      /** The report's PDF (a signed-in call). */
      pdfUrl: z.string(),
    }),
    actor: WebhookActor,
  }),
});
export type WebhookReportEvent = z.infer<typeof WebhookReportEvent>;
