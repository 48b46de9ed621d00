import type { Db } from '../../db/database.js';
import { incidentCause } from '../monitors/incident-cause.js';
import type { SiteStatusPayload } from '../notifications/payloads.js';
import { insertNotifications, wantingKind } from '../notifications/queries.js';
import { monitorIncidentsQuery } from '../monitors/queries.js';

const MINUTE_MS = 60_000;

/**
 * Tells a project's clients, when the project wants it (projects.client_alert_minutes), that its site has been down
 * that many minutes, and once it is back, that it is back (only when they were told it was down: an outage shorter
 * than the wait tells them nothing). Run after each check of the monitor, with the check's time. Each incident claims
 * what it tells (monitor_incidents.clients_told) in the transaction that queues the emails, so each is told once
 * however many processes check, and a crash before the claim is caught up with at the next check.
 */
export async function tellClients(db: Db, monitorGuid: string, checkedAt: string): Promise<void> {
  const incidents = await monitorIncidentsQuery(db, monitorGuid)
    .select([
      'i.incident_guid',
      'i.started_at',
      'i.ended_at',
      'i.cause',
      'm.url',
      'm.project_guid',
      'p.name as project_name',
      'p.client_alert_minutes',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('i.ended_at', 'is', null),
          eb('i.clients_told', 'is', null),
          eb('p.client_alert_minutes', 'is not', null),
        ]),
        eb.and([eb('i.ended_at', 'is not', null), eb('i.clients_told', '=', 'down')]),
      ]),
    )
    .execute();
  for (const incident of incidents) {
    const downFor = new Date(checkedAt).getTime() - new Date(incident.started_at).getTime();
    if (incident.ended_at === null && downFor < (incident.client_alert_minutes ?? 0) * MINUTE_MS) continue;
    const siteStatus: SiteStatusPayload['siteStatus'] = {
      url: incident.url,
      projectGuid: incident.project_guid,
      projectName: incident.project_name,
      ...(incident.ended_at === null
        ? { state: 'down', since: incident.started_at, cause: incidentCause(incident.cause), downSince: null }
        : { state: 'up', since: incident.ended_at, cause: null, downSince: incident.started_at }),
    };
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('monitor_incidents')
        .set({ clients_told: siteStatus.state })
        .where('incident_guid', '=', incident.incident_guid)
        .where((eb) => (siteStatus.state === 'down' ? eb('clients_told', 'is', null) : eb('clients_told', '=', 'down')))
        .executeTakeFirst();
      // Another process told them first.
      if (Number(claimed.numUpdatedRows) === 0) return;
      const clients = await wantingKind(trx, 'site-status')
        .innerJoin('project_users as pu', 'pu.user_guid', 'u.user_guid')
        .where('pu.project_guid', '=', incident.project_guid)
        .where('u.role', '=', 'client')
        .execute();
      await insertNotifications(trx, clients, {
        kind: 'site-status',
        ticketGuid: null,
        projectGuid: incident.project_guid,
        payload: { siteStatus },
        atOnce: true,
      });
    });
  }
}
