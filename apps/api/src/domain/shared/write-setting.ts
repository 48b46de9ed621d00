import type { Db } from '../../db/database.js';

/** Sets one portal-wide setting (`settings`: a key and its text), whether or not it was set before. */
export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
