import type { StaffAccount } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { staffAccountsQuery, toStaffAccount } from './queries.js';

/** A staff account; undefined for an unknown GUID or a client. */
export async function findStaffAccount(db: Db, userGuid: string): Promise<StaffAccount | undefined> {
  const row = await staffAccountsQuery(db).where('u.user_guid', '=', userGuid).executeTakeFirst();
  return row && toStaffAccount(row);
}
