import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { normaliseEmail } from './email.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}
