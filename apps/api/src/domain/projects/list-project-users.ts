import type { ProjectUser } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { usersByProject } from './queries.js';

/** A project's enabled authorised users, by name: the client's project page. */
export async function listProjectUsers(db: Db, projectGuid: string): Promise<ProjectUser[]> {
  return (await usersByProject(db, [projectGuid])).get(projectGuid) ?? [];
}
