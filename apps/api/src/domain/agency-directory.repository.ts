import type { Person, StaffMember } from '@client-portal/contract';
import type { Db } from '../db/database.js';

export const personColumns = ['user_guid', 'first_name', 'last_name', 'email'] as const;

export const toPersonRow = (row: {
  user_guid: string;
  first_name: string;
  last_name: string;
  email: string;
}): Person => ({
  userGuid: row.user_guid,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});

/** Enabled staff and admins, by name: whom a ticket can be assigned to. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select([...personColumns, 'role'])
    .where('role', '!=', 'client')
    .where('disabled_at', 'is', null)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...toPersonRow(row), role: row.role }));
}
