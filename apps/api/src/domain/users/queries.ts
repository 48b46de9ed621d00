import type { UserRole } from '@client-portal/contract';
import type { ExpressionBuilder } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

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
