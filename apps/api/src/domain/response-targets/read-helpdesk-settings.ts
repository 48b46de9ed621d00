import { HelpdeskSettings } from '@client-portal/contract';
import type { Db } from '../../db/database.js';

/** The settings key of the helpdesk's settings (JSON: the contract's HelpdeskSettings). */
export const HELPDESK_KEY = 'helpdesk';

/** Until the admins choose: public updates first, priority kept from clients, weekdays 9 to 5 UTC, no targets. */
const DEFAULT_HELPDESK_SETTINGS: HelpdeskSettings = {
  composerDefault: 'public',
  clientsSeePriority: false,
  businessHours: { timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', holidays: [] },
  targets: { firstResponseMinutes: null, resolutionMinutes: null },
};

export async function readHelpdeskSettings(db: Db): Promise<HelpdeskSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', HELPDESK_KEY).executeTakeFirst();
  if (!row) return DEFAULT_HELPDESK_SETTINGS;
  const parsed = HelpdeskSettings.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_HELPDESK_SETTINGS;
}
