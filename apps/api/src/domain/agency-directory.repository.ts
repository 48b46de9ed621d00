import type { AgencyProject, Person, StaffMember } from '@client-portal/contract';
import type { Db } from '../db/database.js';

const personColumns = ['user_guid', 'first_name', 'last_name', 'email'] as const;

const toPersonRow = (row: { user_guid: string; first_name: string; last_name: string; email: string }): Person => ({
  userGuid: row.user_guid,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});

/** Enabled staff and admins, by name: whom a ticket can be assigned to. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select([...personColumns, 'role'])
    .where('role', '!=', 'client')
    .where('disabled_at', 'is', null)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...toPersonRow(row), role: row.role }));
}

/** Enabled client users, by name: the inbox's client filter. */
export async function listClients(db: Db): Promise<Person[]> {
  const rows = await db
    .selectFrom('users')
    .select(personColumns)
    .where('role', '=', 'client')
    .where('disabled_at', 'is', null)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
  return rows.map(toPersonRow);
}

/** Every project by name, each with its enabled authorised users (whom a ticket may be raised for). */
export async function listAgencyProjects(db: Db): Promise<AgencyProject[]> {
  const [projects, members] = await Promise.all([
    db
      .selectFrom('projects')
      .select(['project_guid', 'name', 'status'])
      .orderBy('name')
      .orderBy('project_guid')
      .execute(),
    db
      .selectFrom('project_users as pu')
      .innerJoin('users as u', 'u.user_guid', 'pu.user_guid')
      .select(['pu.project_guid', 'u.user_guid', 'u.first_name', 'u.last_name', 'u.email'])
      .where('u.disabled_at', 'is', null)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .execute(),
  ]);
  const usersByProject = new Map<string, Person[]>();
  for (const member of members) {
    const list = usersByProject.get(member.project_guid) ?? [];
    list.push(toPersonRow(member));
    usersByProject.set(member.project_guid, list);
  }
  return projects.map((project) => ({
    projectGuid: project.project_guid,
    name: project.name,
    status: project.status,
    users: usersByProject.get(project.project_guid) ?? [],
  }));
}
