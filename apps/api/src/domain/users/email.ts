import { isUniqueViolation, type Db } from '../../db/database.js';
import { conflict } from '../../lib/app-error.js';

/** Emails are stored trimmed and in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const emailTaken = (email: string) => conflict(`email: ${email} is already used by another account.`);

/** Emails are stored normalised (lower case), so one comparison finds any spelling of the address. */
export async function assertEmailFree(db: Db, email: string, exceptUserGuid?: string): Promise<void> {
  let query = db.selectFrom('users').select('user_guid').where('email', '=', normaliseEmail(email));
  if (exceptUserGuid) query = query.where('user_guid', '!=', exceptUserGuid);
  if (await query.executeTakeFirst()) throw emailTaken(normaliseEmail(email));
}

/** Runs a write that may take an address another request took since assertEmailFree: that is the same 409. */
export async function withUniqueEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(normaliseEmail(email));
    throw error;
  }
}
