import type { StaffAccount } from '@client-portal/contract';
import type { Db } from '../db/database.js';
import { accountColumns, lastSignInAt } from './users/queries.js';

const staffAccountsQuery = (db: Db) =>
  db
    .selectFrom('users as u')
    .select(accountColumns)
    .select((eb) => [eb('u.password_hash', 'is not', null).as('has_password'), lastSignInAt(eb).as('last_sign_in_at')])
    .where('u.role', '!=', 'client')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.email');

type StaffAccountRow = Awaited<ReturnType<ReturnType<typeof staffAccountsQuery>['executeTakeFirstOrThrow']>>;

const toStaffAccount = (row: StaffAccountRow): StaffAccount => ({
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

/** Staff and admins for the admins' settings, disabled accounts too, by name. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return (await staffAccountsQuery(db).execute()).map(toStaffAccount);
}

/** A staff account; undefined for an unknown GUID or a client. */
export async function findStaffAccount(db: Db, userGuid: string): Promise<StaffAccount | undefined> {
  const row = await staffAccountsQuery(db).where('u.user_guid', '=', userGuid).executeTakeFirst();
  return row && toStaffAccount(row);
}
