import type {
  TicketPriority,
  TicketStatus,
  WebhookEventType,
  WebhookReportEvent,
  WebhookTicketEvent,
} from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { insertDeliveries } from '../alerts/queue-alert.js';
import { utcMonth } from '../site-care/months.js';
import type { AuthUser } from '../shared/auth-user.js';
import { excerptOf } from '../notifications/payloads.js';
import { fullName } from '../shared/people.js';
import { ticketNumber } from '../shared/ticket-number.js';

/** Who made a change, as an event names them. */
type Actor = Pick<AuthUser, 'userGuid' | 'firstName' | 'lastName'>;

/**
 * The channels told of an event type: internal notes only to those allowed internal content. Each event is queued
 * as one delivery to each of them in the transaction of the change it tells of, so it is sent once whatever happens
 * next (the alerts' delivery worker). Links are kept as paths; the delivery makes them the portal's addresses.
 */
async function channelsTold(trx: Db, type: WebhookEventType, internal: boolean): Promise<string[]> {
  const channels = await trx
    .selectFrom('alert_channels')
    .select(['channel_guid', 'events', 'internal_content'])
    .where('events', '!=', '')
    .execute();
  return channels
    .filter((channel) => channel.events.split(' ').includes(type))
    .filter((channel) => !internal || channel.internal_content === 1)
    .map((channel) => channel.channel_guid);
}

type TicketEventType = WebhookTicketEvent['type'];

export interface TicketEventInput {
  type: TicketEventType;
  ticketGuid: string;
  actor: Actor;
  update?: { text: string; internal: boolean };
  change?: { field: 'status' | 'assignee'; before: string | null; after: string | null };
}

const TICKET_WORDS: Record<TicketEventType, string> = {
  'ticket.created': 'opened',
  'ticket.update_posted': 'has a new update',
  'ticket.note_added': 'has a new internal note',
  'ticket.status_changed': 'changed status',
  'ticket.assignee_changed': 'was assigned',
};

/** Tells the channels that chose it of a ticket event (domain/tickets, in each write's transaction). */
export async function queueTicketEvent(trx: Db, input: TicketEventInput): Promise<void> {
  const told = await channelsTold(trx, input.type, input.update?.internal === true);
  if (told.length === 0) return;
  const ticket = await trx
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .select([
      't.ticket_id',
      't.name',
      't.status',
      't.priority',
      't.assignee_user_guid',
      'p.project_guid',
      'p.name as project_name',
    ])
    .where('t.ticket_guid', '=', input.ticketGuid)
    .executeTakeFirstOrThrow();
  const at = nowIso();
  const path = `/agency/tickets/${input.ticketGuid}`;
  const actor = { name: fullName(input.actor), userGuid: input.actor.userGuid };
  const event: WebhookTicketEvent = {
    type: input.type,
    timestamp: at,
    data: {
      ticket: {
        ticketGuid: input.ticketGuid,
        number: ticketNumber(ticket.ticket_id),
        title: ticket.name,
        status: ticket.status as TicketStatus,
        priority: ticket.priority as TicketPriority,
        projectGuid: ticket.project_guid,
        projectName: ticket.project_name,
        assigneeUserGuid: ticket.assignee_user_guid,
        url: path,
      },
      actor,
      ...(input.update ? { update: { ...input.update, author: actor.name } } : {}),
      ...(input.change ? { change: input.change } : {}),
    },
  };
  const detail = input.update
    ? excerptOf(input.update.text)
    : input.change
      ? `${input.change.field}: ${input.change.before ?? 'none'} → ${input.change.after ?? 'none'}`
      : '';
  await insertDeliveries(trx, told, {
    type: 'webhook-event',
    at,
    event,
    title: `${ticketNumber(ticket.ticket_id)} ${ticket.name} ${TICKET_WORDS[input.type]}`,
    text: `${ticket.project_name}, by ${actor.name}${detail ? `: ${detail}` : '.'}`,
    path,
  });
}

/** Tells the channels that chose it that a Site Care report was completed (domain/site-care). */
export async function queueReportCompletedEvent(trx: Db, reportGuid: string, actor: Actor): Promise<void> {
  const told = await channelsTold(trx, 'report.completed', false);
  if (told.length === 0) return;
  const report = await trx
    .selectFrom('site_care_reports as r')
    .innerJoin('site_care_schedules as s', 's.site_care_schedule_guid', 'r.site_care_schedule_guid')
    .innerJoin('projects as p', 'p.site_care_schedule_guid', 's.site_care_schedule_guid')
    .select(['s.domain_name', 'r.created_date_time', 'p.project_guid', 'p.name as project_name'])
    .where('r.site_care_report_guid', '=', reportGuid)
    .executeTakeFirstOrThrow();
  const at = nowIso();
  const event: WebhookReportEvent = {
    type: 'report.completed',
    timestamp: at,
    data: {
      report: {
        siteCareReportGuid: reportGuid,
        domainName: report.domain_name,
        projectGuid: report.project_guid,
        projectName: report.project_name,
        month: utcMonth(new Date(report.created_date_time)),
        pdfUrl: `/api/sitecarereports/${reportGuid}/pdf`,
      },
      actor: { name: fullName(actor), userGuid: actor.userGuid },
    },
  };
  await insertDeliveries(trx, told, {
    type: 'webhook-event',
    at,
    event,
    title: `Site Care report of ${report.domain_name} for ${utcMonth(new Date(report.created_date_time))} completed`,
    text: `${report.project_name}, by ${fullName(actor)}. The client can read it now.`,
    path: `/agency/sitecare/reports/${reportGuid}`,
  });
}
