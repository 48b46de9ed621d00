import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import { findTwoFactorUser, type TwoFactorUser } from './queries.js';

/** A wrong code on the account's own security page: the form shows it under the code field. */
export const wrongCode = () => badRequest('code: That code is not right. Check your authenticator app and try again.');

export const notEnabled = () => conflict('Two-factor sign-in is not on for this account.');

/** The signed-in user's two-factor state (the staff-only hook has let them in, so they exist). */
export async function ownTwoFactorUser(db: Db, userGuid: string): Promise<TwoFactorUser> {
  const user = await findTwoFactorUser(db, userGuid);
  if (!user) throw notFound('User not found.');
  return user;
}
