import { randomUUID } from 'node:crypto';
import { isPostgres, type Db } from '../../db/database.js';
import { escapeHtml } from '../../mail/layout.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/record-audit.js';
import { incidentCause } from '../monitors/incident-cause.js';
import { excerptOf } from '../notifications/payloads.js';
import { queueTicketNotifications } from '../notifications/queue-ticket-notifications.js';
import type { AuthUser } from '../shared/auth-user.js';
import { PORTAL_USER_GUID } from '../shared/portal-user.js';
import { refreshDueTimes } from '../response-targets/due-times.js';
import { addUpdateToDocument } from '../ticket-search/documents.js';
import { insertTicket } from '../tickets/insert-ticket.js';
import { durationWords, minuteOf } from './alert-event.js';
import { storableRichText } from '../tickets/ticket-text.js';
import { monitorIncidentsQuery } from '../monitors/queries.js';
import { queueTicketEvent } from '../webhooks/queue-webhook-event.js';

/** The portal's own account (shared/portal-user.ts), made the first time an outage opens a ticket. */
const PORTAL: AuthUser = {
  userGuid: PORTAL_USER_GUID,
  email: 'monitoring@client-portal.invalid',
  firstName: 'Client Portal',
  lastName: '',
  role: 'staff',
  isStaff: true,
  ipAddress: '',
};

async function ensurePortalUser(db: Db): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('users')
    .values({
      user_guid: PORTAL.userGuid,
      email: PORTAL.email,
      first_name: PORTAL.firstName,
      last_name: PORTAL.lastName,
      password_hash: null,
      disabled_at: at,
      created_at: at,
      role: 'staff',
    })
    .onConflict((oc) => oc.column('user_guid').doNothing())
    .execute();
}

/** Another process (or an earlier round) wrote it first: the ticket's transaction writes nothing. */
class AlreadyWritten extends Error {}

/**
 * The tickets of a monitor's outages, on projects that want them, in the clients' words: a confirmed outage opens a
 * ticket ("acme.example is down", by the portal); once the site is back, the ticket gets a public update saying so
 * and is completed (unless staff closed or deleted it meanwhile). Run after each check of the monitor: an outage
 * whose ticket was not yet written (a crash between the check and the ticket) is caught up with at the next one.
 * Each incident claims its ticket in the ticket's own transaction, so it opens one ticket and closes it once.
 */
export async function followIncidentTickets(db: Db, monitorGuid: string): Promise<void> {
  const incidents = await monitorIncidentsQuery(db, monitorGuid)
    .select([
      'i.incident_guid',
      'i.started_at',
      'i.ended_at',
      'i.cause',
      'i.ticket_guid',
      'm.url',
      'm.project_guid',
      'p.incident_tickets',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('i.ended_at', 'is', null), eb('i.ticket_guid', 'is', null), eb('p.incident_tickets', '=', 1)]),
        eb.and([eb('i.ended_at', 'is not', null), eb('i.ticket_guid', 'is not', null), eb('i.ticket_closed', '=', 0)]),
      ]),
    )
    .execute();
  for (const incident of incidents) {
    try {
      if (incident.ended_at === null) await openTicket(db, incident);
      else await closeTicket(db, { ...incident, ended_at: incident.ended_at, ticket_guid: incident.ticket_guid! });
    } catch (error) {
      if (!(error instanceof AlreadyWritten)) throw error;
    }
  }
}

async function openTicket(
  db: Db,
  incident: { incident_guid: string; started_at: string; cause: string; url: string; project_guid: string },
) {
  await ensurePortalUser(db);
  const host = new URL(incident.url).host;
  const description =
    `<p>Our monitoring finds <a href="${escapeHtml(incident.url)}">${escapeHtml(host)}</a> down since ` +
    `${minuteOf(incident.started_at)}: ${escapeHtml(incidentCause(incident.cause))}. We are on it, and will post ` +
    `here when it is back.</p>`;
  await insertTicket(db, PORTAL, {
    projectGuid: incident.project_guid,
    name: `${host} is down`,
    description: storableRichText('description', description),
    createdByUserGuid: PORTAL.userGuid,
    attachmentGuids: [],
    alsoWrite: async (trx, ticketGuid) => {
      const claimed = await trx
        .updateTable('monitor_incidents')
        .set({ ticket_guid: ticketGuid })
        .where('incident_guid', '=', incident.incident_guid)
        .where('ticket_guid', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw new AlreadyWritten();
    },
  });
}

async function closeTicket(
  db: Db,
  incident: { incident_guid: string; started_at: string; ended_at: string; url: string; ticket_guid: string },
) {
  const host = new URL(incident.url).host;
  const text = storableRichText(
    'updateText',
    `<p>${escapeHtml(host)} is back up since ${minuteOf(incident.ended_at)}, after ` +
      `${durationWords(incident.started_at, incident.ended_at)} down. We close this ticket; reply if you ` +
      `still see a problem.</p>`,
  );
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('monitor_incidents')
      .set({ ticket_closed: 1 })
      .where('incident_guid', '=', incident.incident_guid)
      .where('ticket_closed', '=', 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new AlreadyWritten();
    const ticket = await trx
      .selectFrom('tickets')
      .select(['ticket_id', 'status', 'version'])
      .where('ticket_guid', '=', incident.ticket_guid)
      .$if(isPostgres(trx), (qb) => qb.forUpdate())
      .executeTakeFirst();
    // Removed, or deleted by staff: nothing to tell.
    if (!ticket || ticket.status === 'deleted') return;
    const at = nowIso();
    await trx
      .insertInto('ticket_updates')
      .values({
        update_guid: randomUUID(),
        ticket_guid: incident.ticket_guid,
        user_guid: PORTAL.userGuid,
        created_date_time: at,
        update_text: text,
        internal: 0,
      })
      .execute();
    const completes = ticket.status !== 'completed';
    await trx
      .updateTable('tickets')
      .set({
        last_activity_at: at,
        ...(completes ? { status: 'completed' as const, version: Number(ticket.version) + 1 } : {}),
      })
      .where('ticket_guid', '=', incident.ticket_guid)
      .execute();
    await addUpdateToDocument(trx, Number(ticket.ticket_id), text);
    if (completes) await refreshDueTimes(trx, { ticketGuids: [incident.ticket_guid] });
    await recordAudit(trx, {
      actor: PORTAL,
      objectType: 'ticket',
      objectGuid: incident.ticket_guid,
      action: 'public update',
      changes: {
        thread: { before: null, after: text },
        ...(completes ? { status: { before: ticket.status, after: 'completed' } } : {}),
      },
    });
    await queueTicketEvent(trx, {
      type: 'ticket.update_posted',
      ticketGuid: incident.ticket_guid,
      actor: PORTAL,
      update: { text, internal: false },
    });
    if (completes) {
      await queueTicketEvent(trx, {
        type: 'ticket.status_changed',
        ticketGuid: incident.ticket_guid,
        actor: PORTAL,
        change: { field: 'status', before: ticket.status, after: 'completed' },
      });
    }
    await queueTicketNotifications(trx, {
      kind: 'ticket-activity',
      ticketGuid: incident.ticket_guid,
      actorGuid: PORTAL.userGuid,
      change: { type: 'update', by: PORTAL.firstName, excerpt: excerptOf(text) },
    });
  });
}
