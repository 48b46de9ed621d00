import {
  MAINTENANCE_NOTICE_DAYS,
  type MaintenanceOccurrence,
  type MaintenanceWindow,
  type NewMaintenanceWindow,
} from '@client-portal/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { minuteOf } from '../alerts/alert-event.js';
import { requireProject } from '../projects/queries.js';

const WEEK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

interface WindowRow {
  window_guid: string;
  starts_at: string;
  ends_at: string;
  note: string;
  repeats_weekly: number;
  created_at: string;
}

const toWindow = (row: WindowRow): MaintenanceWindow => ({
  windowGuid: row.window_guid,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  note: row.note,
  repeatsWeekly: row.repeats_weekly === 1,
  createdAt: row.created_at,
});

/** Each time a window takes place that overlaps [from, to), oldest first: once, or every week from its first. */
export function occurrences(window: WindowRow, from: Date, to: Date): MaintenanceOccurrence[] {
  const start = Date.parse(window.starts_at);
  const length = Date.parse(window.ends_at) - start;
  const at = (week: number): MaintenanceOccurrence => ({
    startsAt: new Date(start + week * WEEK_MS).toISOString(),
    endsAt: new Date(start + week * WEEK_MS + length).toISOString(),
    note: window.note,
  });
  if (window.repeats_weekly !== 1) {
    return start < to.getTime() && start + length > from.getTime() ? [at(0)] : [];
  }
  const found: MaintenanceOccurrence[] = [];
  for (let week = Math.max(0, Math.floor((from.getTime() - start - length) / WEEK_MS)); ; week++) {
    const begins = start + week * WEEK_MS;
    if (begins >= to.getTime()) break;
    if (begins + length > from.getTime()) found.push(at(week));
  }
  return found;
}

const projectWindows = (db: Db, projectGuid: string) =>
  db
    .selectFrom('maintenance_windows')
    .select(['window_guid', 'starts_at', 'ends_at', 'note', 'repeats_weekly', 'created_at'])
    .where('project_guid', '=', projectGuid);

/** The project's maintenance under way at `at`, if any. */
export async function maintenanceAt(db: Db, projectGuid: string, at: Date): Promise<MaintenanceOccurrence | undefined> {
  const rows = await projectWindows(db, projectGuid).where('starts_at', '<=', at.toISOString()).execute();
  const moment = new Date(at.getTime() + 1);
  return rows.flatMap((row) => occurrences(row, at, moment))[0];
}

/** Under way at `at`, or else the next to start within MAINTENANCE_NOTICE_DAYS: what clients are shown. */
export async function maintenanceToShow(db: Db, projectGuid: string, at: Date): Promise<MaintenanceOccurrence | null> {
  const horizon = new Date(at.getTime() + MAINTENANCE_NOTICE_DAYS * DAY_MS);
  const rows = await projectWindows(db, projectGuid).where('starts_at', '<', horizon.toISOString()).execute();
  const upcoming = rows
    .flatMap((row) => occurrences(row, at, horizon))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return upcoming[0] ?? null;
}

/** The maintenance of the schedule's projects within [from, to), oldest first: what a month's report lists. */
export async function maintenanceBetween(
  db: Db,
  projectGuids: string[],
  from: Date,
  to: Date,
): Promise<MaintenanceOccurrence[]> {
  if (projectGuids.length === 0) return [];
  const rows = await db
    .selectFrom('maintenance_windows')
    .select(['window_guid', 'starts_at', 'ends_at', 'note', 'repeats_weekly', 'created_at'])
    .where('project_guid', 'in', projectGuids)
    .where('starts_at', '<', to.toISOString())
    .execute();
  return rows.flatMap((row) => occurrences(row, from, to)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The project's windows that have not ended for good (a weekly window never ends), soonest first. */
export async function listMaintenance(db: Db, projectGuid: string, now = new Date()): Promise<MaintenanceWindow[]> {
  await requireProject(db, projectGuid);
  const rows = await projectWindows(db, projectGuid)
    .where((eb) => eb.or([eb('repeats_weekly', '=', 1), eb('ends_at', '>', now.toISOString())]))
    .orderBy('starts_at')
    .orderBy('window_guid')
    .execute();
  return rows.map(toWindow);
}

const inWords = (window: { startsAt: string; endsAt: string; note: string; repeatsWeekly: boolean }) =>
  `${minuteOf(window.startsAt)} to ${minuteOf(window.endsAt)}${window.repeatsWeekly ? ', every week' : ''}` +
  (window.note ? `: ${window.note}` : '');

/** Plans a window on the project (one that has ended already is refused), audited in the project's history. */
export async function planMaintenance(
  db: Db,
  staff: AuthUser,
  projectGuid: string,
  input: NewMaintenanceWindow,
): Promise<MaintenanceWindow> {
  await requireProject(db, projectGuid);
  const startsAt = new Date(input.startsAt).toISOString();
  const endsAt = new Date(input.endsAt).toISOString();
  if (!input.repeatsWeekly && Date.parse(endsAt) <= Date.now()) {
    throw badRequest('endsAt: the window has ended already');
  }
  const row: WindowRow = {
    window_guid: randomUUID(),
    starts_at: startsAt,
    ends_at: endsAt,
    note: input.note,
    repeats_weekly: input.repeatsWeekly ? 1 : 0,
    created_at: nowIso(),
  };
  const window = toWindow(row);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('maintenance_windows')
      .values({ ...row, project_guid: projectGuid })
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'maintenance planned',
      changes: { maintenance: { before: null, after: inWords(window) } },
    });
  });
  return window;
}

/** Removes a window (planned by mistake, or cancelled), audited in its project's history. */
export async function removeMaintenance(db: Db, staff: AuthUser, windowGuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('maintenance_windows')
      .selectAll()
      .where('window_guid', '=', windowGuid)
      .executeTakeFirst();
    if (!row) throw notFound(`Maintenance window ${windowGuid} not found.`);
    await trx.deleteFrom('maintenance_windows').where('window_guid', '=', windowGuid).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: row.project_guid,
      action: 'maintenance removed',
      changes: { maintenance: { before: inWords(toWindow(row)), after: null } },
    });
  });
}
