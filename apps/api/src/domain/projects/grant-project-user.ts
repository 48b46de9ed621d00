import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { findProjectForChange } from './queries.js';

/**
 * Authorises an existing client user on a project. Granting twice is the same as once: the audit records only the
 * grant that changed something. Staff see every project already and are never granted.
 */
export async function grantProjectUser(db: Db, staff: AuthUser, projectGuid: string, userGuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findProjectForChange(trx, projectGuid))) throw notFound(`Project ${projectGuid} not found.`);
    const user = await trx
      .selectFrom('users')
      .select(['email', 'role'])
      .where('user_guid', '=', userGuid)
      .executeTakeFirst();
    if (!user) throw notFound(`User ${userGuid} not found.`);
    if (user.role !== 'client') throw badRequest('userGuid: must be a client user (staff see every project)');
    const granted = await trx
      .selectFrom('project_users')
      .select('user_guid')
      .where('project_guid', '=', projectGuid)
      .where('user_guid', '=', userGuid)
      .executeTakeFirst();
    if (granted) return;
    await trx.insertInto('project_users').values({ project_guid: projectGuid, user_guid: userGuid }).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'user added',
      changes: { user: { before: null, after: user.email } },
    });
  });
}
