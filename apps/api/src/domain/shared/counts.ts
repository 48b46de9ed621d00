import { OPEN_TICKET_STATUSES } from '@client-portal/contract';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database.js';

const count = sql<number>`cast(count(*) as integer)`.as('n');

/**
 * A project's open tickets, as a subquery for a project list (the client's and the workspace's count alike). An IN
 * list over the (project, status) index seeks each open status and counts its entries; NOT IN would read every
 * ticket of the project. The import admits only the statuses of the contract.
 */
export const openTicketCount = (db: Db, projectGuid: Expression<string>) =>
  db
    .selectFrom('tickets as t')
    .select(count)
    .where('t.project_guid', '=', projectGuid)
    .where('t.status', 'in', [...OPEN_TICKET_STATUSES]);

/** A Site Care schedule's reports, as a subquery. */
export const reportCount = (db: Db, scheduleGuid: Expression<string | null>) =>
  db.selectFrom('site_care_reports as r').select(count).where('r.site_care_schedule_guid', '=', scheduleGuid);
