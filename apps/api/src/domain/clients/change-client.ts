import type { ClientChange } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { voidOtherPasswordResets } from '../password-resets/void-other-password-resets.js';
import { assertEmailFree, withUniqueEmail, normaliseEmail } from '../users/email.js';
import { findAccountForChange } from '../users/queries.js';
import { refreshTicketSearch } from '../ticket-search/refresh-ticket-search.js';

/**
 * Changes a client's name, email or whether they may sign in. Disabling bumps the token version, so every token the
 * client holds stops working at once, and voids their unused invitation and reset links (so does a new email);
 * enabling lets them sign in again with their password. A change that changes
 * nothing writes nothing (no audit entry either).
 */
export async function changeClient(db: Db, staff: AuthUser, userGuid: string, change: ClientChange): Promise<void> {
  const email = change.email === undefined ? undefined : normaliseEmail(change.email);
  await withUniqueEmail(email ?? '', () =>
    db.transaction().execute(async (trx) => {
      const current = await findAccountForChange(trx, userGuid, ['client']);
      if (!current) throw notFound(`Client ${userGuid} not found.`);
      const changes: Changes = {};
      const set: { first_name?: string; last_name?: string; email?: string } = {};
      const fields = [
        ['firstName', 'first_name', change.firstName?.trim()],
        ['lastName', 'last_name', change.lastName?.trim()],
        ['email', 'email', email],
      ] as const;
      for (const [field, column, value] of fields) {
        if (value === undefined || value === current[column]) continue;
        changes[field] = { before: current[column], after: value };
        set[column] = value;
      }
      const wasDisabled = current.disabled_at !== null;
      const disabling = change.disabled === true && !wasDisabled;
      const enabling = change.disabled === false && wasDisabled;
      if (disabling || enabling) changes.disabled = { before: wasDisabled, after: !wasDisabled };
      if (Object.keys(changes).length === 0) return;
      if (set.email) await assertEmailFree(trx, set.email, userGuid);

      await trx
        .updateTable('users')
        .set((eb) => ({
          ...set,
          ...(disabling ? { disabled_at: nowIso(), token_version: eb('token_version', '+', 1) } : {}),
          ...(enabling ? { disabled_at: null } : {}),
        }))
        .where('user_guid', '=', userGuid)
        .execute();
      // A link mailed to the old address, or sent before the account was disabled, must not set its password.
      if (set.email || disabling) await voidOtherPasswordResets(trx, userGuid);
      // The client's name and email are in the search documents of the tickets they opened.
      if (Object.keys(set).length) await refreshTicketSearch(trx, { userGuids: [userGuid] });
      await recordAudit(trx, { actor: staff, objectType: 'client', objectGuid: userGuid, action: 'changed', changes });
    }),
  );
}
