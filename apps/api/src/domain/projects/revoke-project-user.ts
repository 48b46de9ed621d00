import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { findProjectForChange } from './queries.js';

/** Takes a user's authorisation on a project away; 404 when the user was not authorised on it. */
export async function revokeProjectUser(db: Db, staff: AuthUser, projectGuid: string, userGuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findProjectForChange(trx, projectGuid))) throw notFound(`Project ${projectGuid} not found.`);
    const user = await trx.selectFrom('users').select('email').where('user_guid', '=', userGuid).executeTakeFirst();
    const result = await trx
      .deleteFrom('project_users')
      .where('project_guid', '=', projectGuid)
      .where('user_guid', '=', userGuid)
      .executeTakeFirst();
    if (!user || Number(result.numDeletedRows) === 0) {
      throw notFound(`User ${userGuid} is not authorised on project ${projectGuid}.`);
    }
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'user removed',
      changes: { user: { before: user.email, after: null } },
    });
  });
}
