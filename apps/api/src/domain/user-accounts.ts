import type { UserRole } from '@client-portal/contract';
import type { ExpressionBuilder } from 'kysely';
import { isPostgres, type Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { conflict } from '../lib/app-error.js';
import { normaliseEmail } from './users.repository.js';

/** `%`, `_` and the escape itself are literal in a search. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest LoggedIn event of the outer query's user `u` (the SPA records one at each sign-in). */
export const lastSignInAt = (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) =>
  eb
    .selectFrom('events as e')
    .select((sub) => sub.fn.max('e.created_at').as('at'))
    .whereRef('e.user_guid', '=', 'u.user_guid')
    .where('e.event_type_name', '=', 'LoggedIn');

/** A user's columns as the account lists show them, from `users as u`. */
export const accountColumns = [
  'u.user_guid',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.disabled_at',
  'u.created_at',
] as const;

export interface AccountRecord {
  user_guid: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole;
  disabled_at: string | null;
}

/**
 * The user to change, if they have one of these roles: a client's GUID is unknown to the staff routes and a staff
 * member's to the client routes. Call it first in the transaction: on PostgreSQL the row is locked until it ends.
 */
export async function findAccountForChange(
  db: Db,
  userGuid: string,
  roles: readonly UserRole[],
): Promise<AccountRecord | undefined> {
  let query = db
    .selectFrom('users')
    .select(['user_guid', 'first_name', 'last_name', 'email', 'role', 'disabled_at'])
    .where('user_guid', '=', userGuid)
    .where('role', 'in', roles);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

const emailTaken = (email: string) => conflict(`email: ${email} is already used by another account.`);

/** Emails are stored normalised (lower case), so one comparison finds any spelling of the address. */
export async function assertEmailFree(db: Db, email: string, exceptUserGuid?: string): Promise<void> {
  let query = db.selectFrom('users').select('user_guid').where('email', '=', normaliseEmail(email));
  if (exceptUserGuid) query = query.where('user_guid', '!=', exceptUserGuid);
  if (await query.executeTakeFirst()) throw emailTaken(normaliseEmail(email));
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Runs a write that may take an address another request took since assertEmailFree: that is the same 409. */
export async function withUniqueEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(normaliseEmail(email));
    throw error;
  }
}
