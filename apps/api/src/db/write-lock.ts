import { isPostgres, type Db } from './database.js';

/**
 * PostgreSQL: locks the data version's row, as every writer's trigger does before anything else (data-version.ts), so
 * the rows this transaction locks next cannot deadlock with another writer: writers go one at a time, as on SQLite.
 * Call it first in a transaction that reads rows `for update` before it writes.
 */
export async function lockForWrite(trx: Db): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('data_version').select('version').where('id', '=', 1).forUpdate().execute();
}
