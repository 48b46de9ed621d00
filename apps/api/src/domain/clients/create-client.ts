import { randomUUID } from 'node:crypto';
import type { NewClient } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { issueInvitation } from '../users/issue-invitation.js';
import { sendInvitation, type InvitationMail } from '../users/send-invitation.js';
import { assertEmailFree, withUniqueEmail, normaliseEmail } from '../users/email.js';

/** The projects to grant, by name; 400 naming the first unknown one. */
async function projectsToGrant(trx: Db, projectGuids: readonly string[]) {
  if (projectGuids.length === 0) return [];
  const projects = await trx
    .selectFrom('projects')
    .select(['project_guid', 'name'])
    .where('project_guid', 'in', projectGuids)
    .orderBy('name')
    .execute();
  const known = new Set(projects.map((p) => p.project_guid));
  const unknown = projectGuids.find((guid) => !known.has(guid));
  if (unknown) throw badRequest(`projectGuids: project ${unknown} not found`);
  return projects;
}

/**
 * A client user with no password, authorised on the given projects, and an invitation email with a link to set
 * one. Returns the new user's GUID. Nothing is written (and nothing sent) when any part is refused.
 */
export async function createClient(db: Db, staff: AuthUser, input: NewClient, mail: InvitationMail): Promise<string> {
  const user = {
    user_guid: randomUUID(),
    email: normaliseEmail(input.email),
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    password_hash: null,
    disabled_at: null,
    created_at: nowIso(),
    role: 'client' as const,
  };
  const projectGuids = [...new Set((input.projectGuids ?? []).map((guid) => guid.toLowerCase()))];
  const invitation = await withUniqueEmail(user.email, () =>
    db.transaction().execute(async (trx) => {
      await assertEmailFree(trx, user.email);
      const projects = await projectsToGrant(trx, projectGuids);
      await trx.insertInto('users').values(user).execute();
      if (projects.length > 0) {
        await trx
          .insertInto('project_users')
          .values(projects.map((p) => ({ project_guid: p.project_guid, user_guid: user.user_guid })))
          .execute();
      }
      await recordAudit(trx, {
        actor: staff,
        objectType: 'client',
        objectGuid: user.user_guid,
        action: 'created',
        changes: {
          firstName: { before: null, after: user.first_name },
          lastName: { before: null, after: user.last_name },
          email: { before: null, after: user.email },
          projects: { before: null, after: projects.map((p) => p.name) },
        },
      });
      return issueInvitation(trx, user);
    }),
  );
  sendInvitation(mail, staff, user, invitation);
  return user.user_guid;
}
