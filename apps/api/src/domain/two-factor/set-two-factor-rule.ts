import type { SecuritySettings } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../shared/auth-user.js';
import { assertAdmin } from '../shared/access.js';
import { recordAudit } from '../audit/record-audit.js';
import { isTwoFactorRequired, TWO_FACTOR_REQUIRED_KEY } from './queries.js';
import { writeSetting } from '../shared/write-setting.js';

/** The audit's object for the portal-wide security settings (there is one set: a fixed GUID names it). */
export const SECURITY_SETTINGS_GUID = '5ec0417e-2fa0-4000-8000-000000000001';

/** Admins turn the two-factor rule on or off; a change is audited, the same value again changes nothing. */
export async function setTwoFactorRule(db: Db, actor: AuthUser, settings: SecuritySettings): Promise<SecuritySettings> {
  assertAdmin(actor);
  const after = settings.twoFactorRequired;
  await db.transaction().execute(async (trx) => {
    const before = await isTwoFactorRequired(trx);
    if (before === after) return;
    await writeSetting(trx, TWO_FACTOR_REQUIRED_KEY, String(after));
    await recordAudit(trx, {
      actor,
      objectType: 'settings',
      objectGuid: SECURITY_SETTINGS_GUID,
      action: 'security settings changed',
      changes: { twoFactorRequired: { before, after } },
    });
  });
  return { twoFactorRequired: after };
}
