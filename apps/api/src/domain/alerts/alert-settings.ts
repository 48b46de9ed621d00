import type { AlertDefaults, ProjectAlerts, ProjectAlertsChange } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { EMAIL_STAFF_SETTING, readAlertDefaults, readAlertRoute } from './alert-route.js';
import { writeSetting } from '../shared/write-setting.js';

/** The object the audit log files the workspace's alert defaults under. */
const ALERT_DEFAULTS_GUID = '00000000-0000-4000-8000-0000000a1e27';

/** Every channel named exists (a clear 400 naming the field otherwise). */
async function checkChannels(db: Db, channelGuids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(channelGuids)];
  if (unique.length === 0) return unique;
  const found = await db
    .selectFrom('alert_channels')
    .select('channel_guid')
    .where('channel_guid', 'in', unique)
    .execute();
  if (found.length !== unique.length) throw badRequest('channelGuids: no such alert channel');
  return unique;
}

/** Alerts in words for the audit log ("staff email, Slack #ops"): channels by name, never by GUID. */
async function inWords(db: Db, route: { followsDefaults?: boolean; emailStaff: boolean; channelGuids: string[] }) {
  if (route.followsDefaults) return 'the workspace’s defaults';
  const names = route.channelGuids.length
    ? await db
        .selectFrom('alert_channels')
        .select('name')
        .where('channel_guid', 'in', route.channelGuids)
        .orderBy('name')
        .execute()
    : [];
  return [route.emailStaff ? 'staff email' : 'no staff email', ...names.map((row) => row.name)].join(', ');
}

export const readDefaults = (db: Db): Promise<AlertDefaults> => readAlertDefaults(db);

/** Sets the workspace's defaults: staff email on or off, and which channels are used by projects that follow them. */
export async function changeDefaults(db: Db, staff: AuthUser, input: AlertDefaults): Promise<void> {
  const channelGuids = await checkChannels(db, input.channelGuids);
  const before = await readAlertDefaults(db);
  await db.transaction().execute(async (trx) => {
    await writeSetting(trx, EMAIL_STAFF_SETTING, String(input.emailStaff));
    await trx.updateTable('alert_channels').set({ is_default: 0 }).where('is_default', '=', 1).execute();
    if (channelGuids.length) {
      await trx
        .updateTable('alert_channels')
        .set({ is_default: 1 })
        .where('channel_guid', 'in', channelGuids)
        .execute();
    }
    await recordAudit(trx, {
      actor: staff,
      objectType: 'settings',
      objectGuid: ALERT_DEFAULTS_GUID,
      action: 'alert defaults changed',
      changes: {
        alerts: {
          before: await inWords(trx, before),
          after: await inWords(trx, { emailStaff: input.emailStaff, channelGuids }),
        },
      },
    });
  });
}

async function requireProject(db: Db, projectGuid: string) {
  const project = await db
    .selectFrom('projects')
    .select(['incident_tickets', 'client_alert_minutes'])
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
  return project;
}

export async function readProjectAlerts(db: Db, projectGuid: string): Promise<ProjectAlerts> {
  const project = await requireProject(db, projectGuid);
  return {
    ...(await readAlertRoute(db, projectGuid)),
    incidentTickets: project.incident_tickets === 1,
    clientAlertMinutes: project.client_alert_minutes,
  };
}

/** A project's own choice of alerts, or (`followsDefaults`) back to the workspace's. Audited in its history. */
export async function changeProjectAlerts(
  db: Db,
  staff: AuthUser,
  projectGuid: string,
  input: ProjectAlertsChange,
): Promise<void> {
  const project = await requireProject(db, projectGuid);
  const channelGuids = input.followsDefaults ? [] : await checkChannels(db, input.channelGuids);
  const incidentTickets = project.incident_tickets === 1;
  const clientAlertMinutes = project.client_alert_minutes;
  const before = await readAlertRoute(db, projectGuid);
  await db.transaction().execute(async (trx) => {
    if (input.incidentTickets !== undefined || input.clientAlertMinutes !== undefined) {
      await trx
        .updateTable('projects')
        .set({
          ...(input.incidentTickets !== undefined ? { incident_tickets: input.incidentTickets ? 1 : 0 } : {}),
          ...(input.clientAlertMinutes !== undefined ? { client_alert_minutes: input.clientAlertMinutes } : {}),
        })
        .where('project_guid', '=', projectGuid)
        .execute();
    }
    await trx.deleteFrom('project_alerts').where('project_guid', '=', projectGuid).execute();
    if (!input.followsDefaults) {
      await trx
        .insertInto('project_alerts')
        .values({ project_guid: projectGuid, email_staff: input.emailStaff ? 1 : 0 })
        .execute();
      if (channelGuids.length) {
        await trx
          .insertInto('project_alert_channels')
          .values(channelGuids.map((channelGuid) => ({ project_guid: projectGuid, channel_guid: channelGuid })))
          .execute();
      }
    }
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'alerts changed',
      changes: {
        alerts: { before: await inWords(trx, before), after: await inWords(trx, { ...input, channelGuids }) },
        ...(input.incidentTickets !== undefined && input.incidentTickets !== incidentTickets
          ? { incidentTickets: { before: incidentTickets, after: input.incidentTickets } }
          : {}),
        ...(input.clientAlertMinutes !== undefined && input.clientAlertMinutes !== clientAlertMinutes
          ? { clientAlertMinutes: { before: clientAlertMinutes, after: input.clientAlertMinutes } }
          : {}),
      },
    });
  });
}
