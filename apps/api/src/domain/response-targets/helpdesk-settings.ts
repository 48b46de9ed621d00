import type { HelpdeskSettings, ProjectTargets, ResponseTargets } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { assertAdmin } from '../shared/access.js';
import type { AuthUser } from '../shared/auth-user.js';
import { refreshDueTimes } from './due-times.js';
import { HELPDESK_KEY, readHelpdeskSettings } from './read-helpdesk-settings.js';
import { writeSetting } from '../shared/write-setting.js';

/** The audit's object for the helpdesk settings (there is one set: a fixed GUID names it). */
const HELPDESK_SETTINGS_GUID = '5ec0417e-2fa0-4000-8000-000000000002';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Admins change how the helpdesk works; each changed part is audited. New working time or targets move the due times
 * of every open ticket, in the same transaction.
 */
export async function setHelpdeskSettings(
  db: Db,
  actor: AuthUser,
  settings: HelpdeskSettings,
): Promise<HelpdeskSettings> {
  assertAdmin(actor);
  const after = {
    ...settings,
    businessHours: { ...settings.businessHours, holidays: [...new Set(settings.businessHours.holidays)].sort() },
  };
  await db.transaction().execute(async (trx) => {
    const before = await readHelpdeskSettings(trx);
    const changes: Changes = {};
    for (const key of Object.keys(after) as (keyof HelpdeskSettings)[]) {
      if (!sameValue(before[key], after[key])) changes[key] = { before: before[key], after: after[key] };
    }
    if (Object.keys(changes).length === 0) return;
    const value = JSON.stringify(after);
    await writeSetting(trx, HELPDESK_KEY, value);
    await recordAudit(trx, {
      actor,
      objectType: 'settings',
      objectGuid: HELPDESK_SETTINGS_GUID,
      action: 'helpdesk settings changed',
      changes,
    });
    if (changes.businessHours || changes.targets) await refreshDueTimes(trx, { open: true });
  });
  return after;
}

const targetsOf = (stored: string | null): ResponseTargets | null =>
  stored === null ? null : (JSON.parse(stored) as ResponseTargets);

/** A project's targets: its own, or (followsDefault) the workspace's. */
export async function readProjectTargets(db: Db, projectGuid: string): Promise<ProjectTargets> {
  const project = await db
    .selectFrom('projects')
    .select('response_targets')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
  const own = targetsOf(project.response_targets);
  return own
    ? { followsDefault: false, ...own }
    : { followsDefault: true, ...(await readHelpdeskSettings(db)).targets };
}

/** Staff give a project targets of its own, or let it follow the workspace's; its open tickets' due times follow. */
export async function setProjectTargets(
  db: Db,
  actor: AuthUser,
  projectGuid: string,
  change: ProjectTargets,
): Promise<ProjectTargets> {
  await db.transaction().execute(async (trx) => {
    const before = await readProjectTargets(trx, projectGuid);
    const stored = change.followsDefault
      ? null
      : JSON.stringify({
          firstResponseMinutes: change.firstResponseMinutes,
          resolutionMinutes: change.resolutionMinutes,
        });
    await trx
      .updateTable('projects')
      .set({ response_targets: stored })
      .where('project_guid', '=', projectGuid)
      .execute();
    const after = await readProjectTargets(trx, projectGuid);
    if (sameValue(before, after)) return;
    await recordAudit(trx, {
      actor,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'response targets changed',
      changes: { responseTargets: { before, after } },
    });
    await refreshDueTimes(trx, { projectGuid });
  });
  return readProjectTargets(db, projectGuid);
}
