import type { StaffAccount } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { PORTAL_USER_GUID } from '../shared/portal-user.js';
import { accountColumns, lastSignInAt } from '../users/queries.js';

/** Staff and admins, disabled accounts too (not the portal's own), by name, as the admins' settings list them. */
export const staffAccountsQuery = (db: Db) =>
  db
    .selectFrom('users as u')
    .select(accountColumns)
    .select((eb) => [eb('u.password_hash', 'is not', null).as('has_password'), lastSignInAt(eb).as('last_sign_in_at')])
    .where('u.role', '!=', 'client')
    .where('u.user_guid', '!=', PORTAL_USER_GUID)
    // Nor the accounts API tokens act as (Settings → API tokens lists those).
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('api_tokens as t').select('t.token_guid').whereRef('t.user_guid', '=', 'u.user_guid'))),
    )
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.email');

type StaffAccountRow = Awaited<ReturnType<ReturnType<typeof staffAccountsQuery>['executeTakeFirstOrThrow']>>;

export const toStaffAccount = (row: StaffAccountRow): StaffAccount => ({
  userGuid: row.user_guid,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
  disabled: row.disabled_at !== null,
  // A boolean from PostgreSQL, 0 or 1 from SQLite.
  hasPassword: Boolean(Number(row.has_password)),
  lastSignInAt: row.last_sign_in_at,
});
