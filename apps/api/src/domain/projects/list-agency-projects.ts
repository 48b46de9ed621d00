import type { AgencyProjectPage, AgencyProjectQuery } from '@client-portal/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern } from '../shared/like-pattern.js';
import { pageOffset, pageTotal } from '../shared/paging.js';
import { agencyProjectsQuery, toAgencyProject, usersByProject } from './queries.js';

/** The projects matching the search (the name, in any case; `%` and `_` as text) and filters. */
const matchingProjects = (db: Db, query: AgencyProjectQuery) => {
  let select = db.selectFrom('projects as p');
  if (query.q) {
    const pattern = likePattern(query.q);
    select = select.where(sql<SqlBool>`lower(p.name) like ${pattern} escape '\\'`);
  }
  if (query.status) select = select.where('p.status', '=', query.status);
  if (query.withSchedule) select = select.where('p.site_care_schedule_guid', 'is not', null);
  return select;
};

/**
 * A page of the projects by name (the workspace's list and its pickers), each with its enabled users, open tickets
 * and schedule: the page's GUIDs first, from the name index, then those rows with their counts and users.
 */
export async function listAgencyProjects(db: Db, query: AgencyProjectQuery): Promise<AgencyProjectPage> {
  const offset = pageOffset(query.page, query.pageSize);
  const page = await matchingProjects(db, query)
    .select('p.project_guid')
    .orderBy('p.name')
    .orderBy('p.project_guid')
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  const guids = page.map((row) => row.project_guid);
  const [rows, users, total] = await Promise.all([
    guids.length ? agencyProjectsQuery(db).where('p.project_guid', 'in', guids).execute() : [],
    usersByProject(db, guids),
    pageTotal(offset, guids.length, query.pageSize, async () => {
      const row = await matchingProjects(db, query)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  ]);
  return {
    items: rows.map((row) => toAgencyProject(row, users.get(row.project_guid) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
