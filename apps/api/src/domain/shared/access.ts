import { expressionBuilder, type Expression } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from './auth-user.js';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.js';

const projectAccessQuery = (db: Db, userGuid: string, projectGuid: string) =>
  db
    .selectFrom('projects as p')
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_guid', '=', 'p.project_guid').on('pu.user_guid', '=', userGuid),
    )
    .select([
      'p.project_guid',
      'p.name',
      'p.status',
      'p.start_date',
      'p.period_start_date',
      'p.period_end_date',
      'pu.user_guid as member',
    ])
    .where('p.project_guid', '=', projectGuid);

/** The project row an access check reads: the project page answers with it, without a second read. */
export type VisibleProject = Omit<
  NonNullable<Awaited<ReturnType<ReturnType<typeof projectAccessQuery>['executeTakeFirst']>>>,
  'member'
>;

/**
 * The rule for Site Care: a schedule is visible when it is linked to one of the user's projects. `scheduleGuid` is
 * the outer query's schedule column; select the result `.as('allowed')`.
 */
export function scheduleVisibleTo(scheduleGuid: Expression<string>, userGuid: string) {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('projects as p')
      .innerJoin('project_users as pu', 'pu.project_guid', 'p.project_guid')
      .select('p.project_guid')
      .where('p.site_care_schedule_guid', '=', scheduleGuid)
      .where('pu.user_guid', '=', userGuid),
  );
}

const scheduleAccessQuery = (db: Db, userGuid: string, scheduleGuid: string) =>
  db
    .selectFrom('site_care_schedules as s')
    .select((eb) => [
      's.site_care_schedule_guid',
      scheduleVisibleTo(eb.ref('s.site_care_schedule_guid'), userGuid).as('allowed'),
    ])
    .where('s.site_care_schedule_guid', '=', scheduleGuid);

/**
 * The access rules (spec §6): a project is visible to its authorised users (a project_users row); its tickets with
 * it; a Site Care schedule through its projects (scheduleVisibleTo). Unknown → 404; exists but not the caller's → 401.
 * The ticket and Site Care report reads apply the same rules in their own statement and answer the same way
 * (findTicketForUser, findReportForUser); access-matrix.test.ts holds every route to them.
 * Staff see every project's client screens as its clients do ("View as client"): existence is all they need.
 */
export async function assertProjectAccess(db: Db, viewer: AuthUser, projectGuid: string): Promise<VisibleProject> {
  const row = await projectAccessQuery(db, viewer.userGuid, projectGuid).executeTakeFirst();
  if (!row) throw notFound(`Project ${projectGuid} not found.`);
  if (!row.member && !viewer.isStaff) throw unauthorized();
  return row;
}

/** A Site Care schedule is visible when it is linked to one of the caller's projects, and to staff. */
export async function assertScheduleAccess(db: Db, viewer: AuthUser, scheduleGuid: string): Promise<void> {
  const row = await scheduleAccessQuery(db, viewer.userGuid, scheduleGuid).executeTakeFirst();
  if (!row) throw notFound(`Site Care schedule ${scheduleGuid} not found.`);
  if (!row.allowed && !viewer.isStaff) throw unauthorized();
}

/** Staff accounts, the two-factor rule and the whole audit log are for admins: other staff get 403. */
export function assertAdmin(user: AuthUser): void {
  if (user.role !== 'admin') throw forbidden('Only an admin can do this.');
}
