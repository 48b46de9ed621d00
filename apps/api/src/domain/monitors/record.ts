import { randomUUID } from 'node:crypto';
import { CERTIFICATE_WARNING_DAYS, type MonitorState } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { MonitorStatusTable } from '../../db/schema.js';
import { queueAlert } from '../alerts/queue-alert.js';
import type { CheckResult } from './check.js';

const DAY_MS = 86_400_000;

/** `certificate_warned_days` once staff were told the certificate has expired. */
const WARNED_EXPIRED = 0;

/**
 * The certificate just read, and what staff were told of it: at 30, 14 and 7 days before it expires, and once it has
 * expired, each once (queued with the check). A new certificate (another expiry) starts again. A site whose expired
 * certificate fails its checks (TLS errors not ignored) is down, with "Certificate expired" as the cause.
 */
async function certificateWarning(
  trx: Db,
  monitor: { url: string; project_guid: string },
  status: MonitorStatusTable,
  checkedAt: string,
  expiresAt: string | null,
): Promise<Partial<MonitorStatusTable>> {
  if (!expiresAt) return {};
  let warned = status.certificate_expires_at === expiresAt ? status.certificate_warned_days : null;
  const msLeft = new Date(expiresAt).getTime() - new Date(checkedAt).getTime();
  const daysLeft = Math.max(0, Math.floor(msLeft / DAY_MS));
  const reached = CERTIFICATE_WARNING_DAYS.filter((days) => daysLeft <= days);
  const due = msLeft <= 0 ? WARNED_EXPIRED : reached.length ? Math.min(...reached) : undefined;
  if (due !== undefined && (warned === null || due < warned)) {
    const site = {
      url: monitor.url,
      projectGuid: monitor.project_guid,
      projectName: await projectName(trx, monitor.project_guid),
    };
    await queueAlert(
      trx,
      due === WARNED_EXPIRED
        ? { type: 'certificate-expired', site, at: checkedAt, expiresAt }
        : { type: 'certificate-expiring', site, at: checkedAt, expiresAt, daysLeft },
    );
    warned = due;
  }
  return { certificate_expires_at: expiresAt, certificate_warned_days: warned };
}

const projectName = async (trx: Db, projectGuid: string) =>
  (await trx.selectFrom('projects').select('name').where('project_guid', '=', projectGuid).executeTakeFirst())?.name ??
  '';

/** A check's result as kept (90 days) and shown to staff as the monitor's last check. */
const resultRow = (monitorGuid: string, checkedAt: string, result: CheckResult) => ({
  monitor_guid: monitorGuid,
  checked_at: checkedAt,
  is_up: result.isUp ? 1 : 0,
  status_code: result.statusCode,
  response_ms: result.responseMs,
  error: result.error,
});
const lastCheck = (checkedAt: string, result: CheckResult) => ({
  last_checked_at: checkedAt,
  last_status_code: result.statusCode,
  last_response_ms: result.responseMs,
  last_error: result.error,
});

/**
 * A check during planned maintenance: kept, and shown to staff as the last check, but it counts neither as uptime nor
 * as downtime (no hourly count), moves no streak or state (an outage can only begin once the window is over), and
 * alerts nobody.
 */
async function recordMaintenanceCheck(db: Db, monitorGuid: string, checkedAt: string, result: CheckResult) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('monitor_results')
      .values(resultRow(monitorGuid, checkedAt, result))
      .onConflict((oc) => oc.columns(['monitor_guid', 'checked_at']).doNothing())
      .execute();
    await trx
      .updateTable('monitor_status')
      .set(lastCheck(checkedAt, result))
      .where('monitor_guid', '=', monitorGuid)
      .execute();
  });
}

/** The hour a check counts in: yyyy-MM-ddTHH (UTC). */
export const hourOf = (iso: string) => iso.slice(0, 13);

/**
 * Writes one check: its result (kept 90 days), its hour's counts (kept 2 years), and the monitor's state. A run of
 * `confirmChecks` failures confirms the site down, from the first of them (an incident opens with that failure's
 * cause); as many successes confirm it up again, from the first of those (the incident ends there). A new monitor's
 * first good check makes it up at once. Confirmed down, and up again after, staff are alerted (queueAlert).
 */
export async function recordCheck(
  db: Db,
  monitor: { url: string; project_guid: string },
  status: MonitorStatusTable,
  checkedAt: string,
  result: CheckResult,
  confirmChecks: number,
  underMaintenance = false,
): Promise<void> {
  if (underMaintenance) return recordMaintenanceCheck(db, status.monitor_guid, checkedAt, result);
  const sameRun = status.streak_length > 0 && (status.streak_up === 1) === result.isUp;
  const streak = {
    streak_up: result.isUp ? 1 : 0,
    streak_length: sameRun ? status.streak_length + 1 : 1,
    streak_since: sameRun ? status.streak_since : checkedAt,
    streak_cause: sameRun ? status.streak_cause : result.error,
  };
  let state: MonitorState = status.state;
  let stateSince = status.state_since;
  let opens = false;
  let closes = false;
  if (
    result.isUp &&
    (status.state === 'pending' || (status.state === 'down' && streak.streak_length >= confirmChecks))
  ) {
    closes = status.state === 'down';
    state = 'up';
    stateSince = status.state === 'pending' ? checkedAt : streak.streak_since;
  } else if (!result.isUp && status.state !== 'down' && streak.streak_length >= confirmChecks) {
    opens = true;
    state = 'down';
    stateSince = streak.streak_since;
  }

  await db.transaction().execute(async (trx) => {
    const certificate = await certificateWarning(trx, monitor, status, checkedAt, result.certificateExpiresAt);
    await trx
      .insertInto('monitor_results')
      .values(resultRow(status.monitor_guid, checkedAt, result))
      .onConflict((oc) => oc.columns(['monitor_guid', 'checked_at']).doNothing())
      .execute();
    await trx
      .insertInto('monitor_hourly')
      .values({
        monitor_guid: status.monitor_guid,
        hour: hourOf(checkedAt),
        checks: 1,
        up_checks: result.isUp ? 1 : 0,
        response_ms_sum: result.isUp ? result.responseMs : 0,
        responses: result.isUp ? 1 : 0,
      })
      .onConflict((oc) =>
        oc.columns(['monitor_guid', 'hour']).doUpdateSet((eb) => ({
          checks: eb('monitor_hourly.checks', '+', 1),
          up_checks: eb('monitor_hourly.up_checks', '+', result.isUp ? 1 : 0),
          response_ms_sum: eb('monitor_hourly.response_ms_sum', '+', result.isUp ? result.responseMs : 0),
          responses: eb('monitor_hourly.responses', '+', result.isUp ? 1 : 0),
        })),
      )
      .execute();
    if (opens) {
      await trx
        .insertInto('monitor_incidents')
        .values({
          incident_guid: randomUUID(),
          monitor_guid: status.monitor_guid,
          started_at: streak.streak_since!,
          ended_at: null,
          cause: streak.streak_cause ?? 'Down',
        })
        .execute();
    }
    if (closes) {
      await trx
        .updateTable('monitor_incidents')
        .set({ ended_at: streak.streak_since })
        .where('monitor_guid', '=', status.monitor_guid)
        .where('ended_at', 'is', null)
        .execute();
    }
    if (opens || closes) {
      const site = {
        url: monitor.url,
        projectGuid: monitor.project_guid,
        projectName: await projectName(trx, monitor.project_guid),
      };
      const since = streak.streak_since!;
      await queueAlert(
        trx,
        opens
          ? { type: 'down', site, at: checkedAt, since, cause: streak.streak_cause ?? 'Down' }
          : { type: 'up', site, at: checkedAt, since, downSince: status.state_since },
      );
    }
    await trx
      .updateTable('monitor_status')
      .set({
        ...streak,
        state,
        state_since: stateSince,
        ...lastCheck(checkedAt, result),
        ...certificate,
      })
      .where('monitor_guid', '=', status.monitor_guid)
      .execute();
  });
}
