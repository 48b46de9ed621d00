import { randomUUID } from 'node:crypto';
import { richTextLine, type NotificationKind, type TicketStatus } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** What happened to the ticket, as the email tells it. */
export type TicketChange =
  | { type: 'opened'; by: string; excerpt: string }
  | { type: 'reply'; by: string; excerpt: string }
  | { type: 'update'; by: string; excerpt: string }
  | { type: 'status'; by: string; from: TicketStatus; to: TicketStatus };

/** A queued notification's payload (notifications.payload, JSON): enough to write the email without the ticket. */
export interface TicketPayload {
  ticketId: number;
  ticketName: string;
  change: TicketChange;
}

/** A monitored site's HTTPS certificate expires soon. */
export interface CertificatePayload {
  certificate: { url: string; projectGuid: string; projectName: string; expiresAt: string; daysLeft: number };
}

/** A Site Care report was completed. */
export interface ReportPayload {
  report: { reportGuid: string; scheduleGuid: string; domainName: string; month: string };
}

export type NotificationPayload = TicketPayload | CertificatePayload | ReportPayload;
export const isCertificateNotice = (payload: NotificationPayload): payload is CertificatePayload =>
  'certificate' in payload;
export const isReportNotice = (payload: NotificationPayload): payload is ReportPayload => 'report' in payload;

/** Enabled people who have not turned this kind of email off. */
const wantingKind = (trx: Db, kind: NotificationKind) =>
  trx
    .selectFrom('users as u')
    .select('u.user_guid')
    .where('u.disabled_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_opt_outs as o')
            .select('o.user_guid')
            .whereRef('o.user_guid', '=', 'u.user_guid')
            .where('o.kind', '=', kind),
        ),
      ),
    );

/** Who hears of a ticket's change of each kind (never the person who made it). */
function ticketRecipients(trx: Db, kind: NotificationKind, ticket: { project_guid: string; assignee: string | null }) {
  const query = wantingKind(trx, kind);
  if (kind === 'ticket-activity') {
    // The project's authorised users: the clients who read the ticket.
    return query
      .innerJoin('project_users as pu', 'pu.user_guid', 'u.user_guid')
      .where('pu.project_guid', '=', ticket.project_guid)
      .where('u.role', '=', 'client');
  }
  const staff = query.where('u.role', '!=', 'client');
  // A client's reply goes to the ticket's assignee, or to every staff member while nobody has it.
  return kind === 'client-replies' && ticket.assignee ? staff.where('u.user_guid', '=', ticket.assignee) : staff;
}

/** One notification per recipient, waiting for the worker to gather it (worker.ts). */
async function insertNotifications(
  trx: Db,
  recipients: Array<{ user_guid: string }>,
  notice: { kind: NotificationKind; ticketGuid: string | null; payload: NotificationPayload },
): Promise<void> {
  if (recipients.length === 0) return;
  const createdAt = nowIso();
  await trx
    .insertInto('notifications')
    .values(
      recipients.map((recipient) => ({
        notification_guid: randomUUID(),
        recipient_user_guid: recipient.user_guid,
        kind: notice.kind,
        ticket_guid: notice.ticketGuid,
        payload: JSON.stringify(notice.payload),
        created_at: createdAt,
        batch_guid: null,
      })),
    )
    .execute();
}

/**
 * Queues the emails about one change of a ticket, in the transaction that makes the change: it is sent if and only if
 * the change is saved. The worker (worker.ts) gathers each person's notifications into one email.
 */
export async function queueTicketNotifications(
  trx: Db,
  input: { kind: NotificationKind; ticketGuid: string; actorGuid: string; change: TicketChange },
): Promise<void> {
  const ticket = await trx
    .selectFrom('tickets')
    .select(['ticket_id', 'name', 'project_guid', 'assignee_user_guid as assignee'])
    .where('ticket_guid', '=', input.ticketGuid)
    .executeTakeFirstOrThrow();
  const recipients = await ticketRecipients(trx, input.kind, ticket)
    .where('u.user_guid', '!=', input.actorGuid)
    .execute();
  const payload: TicketPayload = { ticketId: Number(ticket.ticket_id), ticketName: ticket.name, change: input.change };
  await insertNotifications(trx, recipients, { kind: input.kind, ticketGuid: input.ticketGuid, payload });
}

/** Queues the warning to staff that a monitored site's certificate expires in `daysLeft` days (30, 14 or 7). */
export async function queueCertificateWarning(trx: Db, certificate: CertificatePayload['certificate']): Promise<void> {
  const recipients = await wantingKind(trx, 'certificate-expiry').where('u.role', '!=', 'client').execute();
  await insertNotifications(trx, recipients, {
    kind: 'certificate-expiry',
    ticketGuid: null,
    payload: { certificate },
  });
}

/** Queues the email of a completed Site Care report to the clients of the projects its schedule belongs to. */
export async function queueReportCompleted(trx: Db, report: ReportPayload['report']): Promise<void> {
  const recipients = await wantingKind(trx, 'site-care-reports')
    .innerJoin('project_users as pu', 'pu.user_guid', 'u.user_guid')
    .innerJoin('projects as p', 'p.project_guid', 'pu.project_guid')
    .distinct()
    .where('p.site_care_schedule_guid', '=', report.scheduleGuid)
    .where('u.role', '=', 'client')
    .execute();
  await insertNotifications(trx, recipients, { kind: 'site-care-reports', ticketGuid: null, payload: { report } });
}

const EXCERPT_CHARS = 300;

/**
 * The words of sanitised rich text, for an email: a link's address after its words (the email shows text only),
 * emoji shortcodes as emoji (spec §5), at most 300 characters.
 */
export function excerptOf(html: string): string {
  const text = richTextLine(html);
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}
