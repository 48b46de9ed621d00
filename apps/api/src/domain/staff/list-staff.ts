import type { StaffMember } from '@client-portal/contract';
import type { Db } from '../../db/database.js';

/** Enabled staff and admins, by name: whom a ticket can be assigned to. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['user_guid', 'first_name', 'last_name', 'email', 'role'])
    .where('role', '!=', 'client')
    .where('disabled_at', 'is', null)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    userGuid: row.user_guid,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
  }));
}
