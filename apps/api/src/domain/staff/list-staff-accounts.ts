import type { StaffAccount } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { staffAccountsQuery, toStaffAccount } from './queries.js';

/** Staff and admins for the admins' settings, disabled accounts too, by name. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return (await staffAccountsQuery(db).execute()).map(toStaffAccount);
}
