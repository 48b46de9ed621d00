import type { ClientSummary, ProjectRef } from '@client-portal/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern } from '../shared/like-pattern.js';
import { accountColumns, lastSignInAt } from '../users/queries.js';

/**
 * Client users matching the search (first, last or full name, or email, in any case; `%` and `_` as text), disabled
 * ones too; with a project, those authorised on it.
 */
export const clientsQuery = (db: Db, q: string | undefined, projectGuid?: string) => {
  let query = db.selectFrom('users as u').where('u.role', '=', 'client');
  if (projectGuid) {
    query = query.where('u.user_guid', 'in', (eb) =>
      eb.selectFrom('project_users as pu').select('pu.user_guid').where('pu.project_guid', '=', projectGuid),
    );
  }
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) => {
      const fullName = sql<string>`${eb.ref('u.first_name')} || ' ' || ${eb.ref('u.last_name')}`;
      return eb.or(
        [fullName, eb.ref('u.email')].map((text) => sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`),
      );
    });
  }
  return query;
};

type ClientRow = {
  user_guid: string;
  first_name: string;
  last_name: string;
  email: string;
  disabled_at: string | null;
  created_at: string;
  has_password: unknown;
  last_sign_in_at: string | null;
};

const toClientSummary = (row: ClientRow, projects: ProjectRef[]): ClientSummary => ({
  userGuid: row.user_guid,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  disabled: row.disabled_at !== null,
  // A boolean from PostgreSQL, 0 or 1 from SQLite.
  hasPassword: Boolean(Number(row.has_password)),
  projects,
  lastSignInAt: row.last_sign_in_at,
  createdAt: row.created_at,
});

/**
 * The clients of the query in name order (a page of them with `limit`), each with their projects: two queries,
 * whatever the number of clients. The order ends in the GUID, so that pages neither repeat nor skip a client.
 */
export async function readClients(
  db: Db,
  select: ReturnType<typeof clientsQuery>,
  limit?: { offset: number; count: number },
): Promise<ClientSummary[]> {
  let query = select
    .select(accountColumns)
    .select((eb) => [eb('u.password_hash', 'is not', null).as('has_password'), lastSignInAt(eb).as('last_sign_in_at')])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.email')
    .orderBy('u.user_guid');
  if (limit) query = query.limit(limit.count).offset(limit.offset);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const grants = await db
    .selectFrom('project_users as pu')
    .innerJoin('projects as p', 'p.project_guid', 'pu.project_guid')
    .select(['pu.user_guid', 'p.project_guid', 'p.name'])
    .where(
      'pu.user_guid',
      'in',
      rows.map((row) => row.user_guid),
    )
    .orderBy('p.name')
    .orderBy('p.project_guid')
    .execute();
  const projectsOf = new Map<string, ProjectRef[]>();
  for (const grant of grants) {
    const list = projectsOf.get(grant.user_guid) ?? [];
    list.push({ projectGuid: grant.project_guid, name: grant.name });
    projectsOf.set(grant.user_guid, list);
  }
  return rows.map((row) => toClientSummary(row, projectsOf.get(row.user_guid) ?? []));
}
