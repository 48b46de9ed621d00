import type { Db } from '../../db/database.js';

/** The setting that turns staff email about sites off for projects that follow the defaults ("false"). */
export const EMAIL_STAFF_SETTING = 'alerts_email_staff';

/** Where a project's alerts go: staff email or not, and the channels. */
export interface AlertRoute {
  followsDefaults: boolean;
  emailStaff: boolean;
  channelGuids: string[];
}

/** The workspace's defaults: staff email unless turned off (a fresh install emails every enabled staff member). */
export async function readAlertDefaults(db: Db): Promise<Omit<AlertRoute, 'followsDefaults'>> {
  const [setting, channels] = await Promise.all([
    db.selectFrom('settings').select('value').where('key', '=', EMAIL_STAFF_SETTING).executeTakeFirst(),
    db.selectFrom('alert_channels').select('channel_guid').where('is_default', '=', 1).orderBy('name').execute(),
  ]);
  return { emailStaff: setting?.value !== 'false', channelGuids: channels.map((row) => row.channel_guid) };
}

/** A project's own choice, or the workspace's defaults when it made none. */
export async function readAlertRoute(db: Db, projectGuid: string): Promise<AlertRoute> {
  const own = await db
    .selectFrom('project_alerts')
    .select('email_staff')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!own) return { followsDefaults: true, ...(await readAlertDefaults(db)) };
  const channels = await db
    .selectFrom('project_alert_channels as pc')
    .innerJoin('alert_channels as c', 'c.channel_guid', 'pc.channel_guid')
    .select('c.channel_guid')
    .where('pc.project_guid', '=', projectGuid)
    .orderBy('c.name')
    .execute();
  return {
    followsDefaults: false,
    emailStaff: own.email_staff === 1,
    channelGuids: channels.map((row) => row.channel_guid),
  };
}
